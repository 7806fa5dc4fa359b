// @rmj/router: the one router of the shop, on react-router-dom 7 (the customer's design names it;
// in version 7 it re-exports react-router). The shell and every remote import routing from here,
// never from react-router directly (lint enforces it), and Module Federation shares this package as
// a singleton: one router context per page, and only the parts of react-router listed below are
// downloaded (a shared module cannot be tree-shaken, this re-export list can). Adding a name is a
// minor release; removing one is a major release (the shell refuses remotes built for another major).
export {
  BrowserRouter,
  MemoryRouter,
  StaticRouter,
  Routes,
  Route,
  Link,
  NavLink,
  Navigate,
  useRoutes,
  matchRoutes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
export type { Location, NavigateFunction, Params, RouteObject, To } from 'react-router-dom';
