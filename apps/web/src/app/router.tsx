import { lazy } from "react";
import { createBrowserRouter, Navigate, type RouteObject } from "react-router";
import { paths } from "../config/paths";
import { RootLayout } from "./layout/root-layout";
import { loadNotFoundPage, pageRoutes } from "./pages";

/**
 * The route table; the browser router and the build's prerender (src/prerender) both serve it.
 * Every page is its own chunk (the table in pages.ts); the layout shows the large spinner while one loads.
 */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    children: [
      ...pageRoutes.map(({ path, load, handle }) => ({ path, Component: lazy(load), handle })),
      { path: paths.terms.path, element: <Navigate to={paths.termsDocument.href()} replace /> },
      { path: "*", Component: lazy(loadNotFoundPage) },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
