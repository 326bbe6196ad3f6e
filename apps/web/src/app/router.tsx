import { lazy } from "react";
import { createBrowserRouter, Navigate, type RouteObject } from "react-router";
import { paths } from "../config/paths";
import { RootLayout } from "./layout/root-layout";
import type { RouteHandle } from "./route-handle";

// Every page is its own chunk; the layout shows the large spinner while one loads.
const IntroPage = lazy(() => import("../pages/intro/intro-page"));
const ContestPage = lazy(() => import("../pages/contest/contest-page"));
const FormulaPage = lazy(() => import("../pages/contest/formula-page"));
const TestPage = lazy(() => import("../pages/tests/test-page"));
const TermsPage = lazy(() => import("../pages/documents/terms-page"));
const PrivacyPolicyPage = lazy(() => import("../pages/documents/privacy-policy-page"));
const PersonalDataPolicyPage = lazy(() => import("../pages/documents/personal-data-policy-page"));
const ChatsUnavailablePage = lazy(() => import("../pages/chats-unavailable/chats-unavailable-page"));
const ProfilePage = lazy(() => import("../pages/profile/profile-page"));
const ProfileEditPage = lazy(() => import("../pages/profile/profile-edit-page"));
const VacanciesPage = lazy(() => import("../pages/vacancies/vacancies-page"));
const VacancyDetailsPage = lazy(() => import("../pages/vacancies/vacancy-details-page"));
const CandidatePage = lazy(() => import("../pages/candidates/candidate-page"));
const ErrorPage = lazy(() => import("../pages/error/error-page"));
const NotFoundPage = lazy(() => import("../pages/error/not-found-page"));

const narrow: RouteHandle = { narrowFrame: true };

const routes: RouteObject[] = [
  {
    Component: RootLayout,
    children: [
      { path: paths.home.path, Component: IntroPage },
      { path: paths.contest.path, Component: ContestPage, handle: narrow },
      { path: paths.contestFormula.path, Component: FormulaPage },
      { path: paths.test.path, Component: TestPage },
      { path: paths.terms.path, element: <Navigate to={paths.termsDocument.href()} replace /> },
      { path: paths.termsDocument.path, Component: TermsPage },
      { path: paths.personalDataPolicy.path, Component: PersonalDataPolicyPage, handle: narrow },
      { path: paths.privacyPolicy.path, Component: PrivacyPolicyPage, handle: narrow },
      { path: paths.chatsUnavailable.path, Component: ChatsUnavailablePage },
      { path: paths.profile.path, Component: ProfilePage },
      { path: paths.profileEdit.path, Component: ProfileEditPage },
      { path: paths.vacancyDetails.path, Component: VacancyDetailsPage },
      { path: paths.vacancyList.path, Component: VacanciesPage },
      { path: paths.candidate.path, Component: CandidatePage },
      { path: paths.error.path, Component: ErrorPage },
      { path: "*", Component: NotFoundPage },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
