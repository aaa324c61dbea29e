/**
 * The router API the shell and the remotes use, re-exported from here so the page holds one router
 * (inside this shared singleton) and only the parts named here: a package shared across the
 * federation on its own is kept whole (no tree shaking across containers), and react-router 7's
 * single bundle carries its framework and server parts, which no browser of ours runs (about 30 kB
 * brotli). Import router APIs only from `@raketa/shared`; a direct import of `react-router` in
 * browser code would load a second router without the shell's context (shared-deps test guards it).
 * Server renderers (`src/ssr/`) and tests may import `react-router` directly.
 */
export {
  createBrowserRouter,
  generatePath,
  isRouteErrorResponse,
  Link,
  matchRoutes,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useRouteError,
  useSearchParams,
  type Location,
  type RouteObject,
} from 'react-router';
// RouterProvider of the DOM build: updates inside flushSync as the router's DOM binding expects.
export { RouterProvider } from 'react-router/dom';
