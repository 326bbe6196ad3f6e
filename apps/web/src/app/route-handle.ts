/** Route metadata the frame reads: the narrow header and footer of the document pages. (§2.1) */
export interface RouteHandle {
  narrowFrame?: boolean;
}
