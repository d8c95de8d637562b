// What the shell and every remote may use from react-router-dom. Shared under the name 'react-router-dom'
// as one singleton; re-exporting only these lets the bundler drop the rest of the router (about 40 KB gzipped).
// Add a name here when a screen needs it.
export {
  BrowserRouter,
  MemoryRouter,
  Routes,
  Route,
  Navigate,
  Outlet,
  Link,
  NavLink,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  useMatch,
  useOutletContext,
  createSearchParams,
  generatePath,
  matchPath,
  matchRoutes,
} from 'react-router';
