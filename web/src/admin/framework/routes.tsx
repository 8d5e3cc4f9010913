import type { ComponentType, ReactNode } from 'react';
import { Navigate, Route, useParams } from 'react-router-dom';
import { ResourceEditPage } from './edit/ResourceEditPage';
import { ResourceListPage } from './list/ResourceListPage';
import { editPath, type AnyResource } from './resource';

/** The old `{name}/edit/{id}` address of a resource whose records live at `{name}/{id}` (bookmarks, mails). */
function RedirectToRecord({ resource }: { resource: AnyResource }) {
  const { id = '' } = useParams();
  return <Navigate to={editPath(resource, id)} replace />;
}

/** Wraps a resource's screens, e.g. in the permission guard: `({ permission, children }) => ...`. */
export type ResourceGuard = ComponentType<{ permission: AnyResource['permission']; children: ReactNode }>;

/**
 * The routes of one declared resource, relative to /admin: `{name}` (list), `{name}/create` and
 * `{name}/edit/{id}` or `{name}/{id}` (`recordPath`; the declaration's `editScreen` when it has one). Call it as a function inside
 * <Routes> (a component would not be seen as routes).
 */
export function resourceRoutes(resource: AnyResource, Guard?: ResourceGuard) {
  const guard = (element: ReactNode) => (Guard ? <Guard permission={resource.permission}>{element}</Guard> : element);
  // A hand-written form replaces the generic one on the same routes.
  const EditScreen = resource.editScreen ?? ResourceEditPage;
  return (
    <Route key={resource.name} path={resource.name}>
      <Route index element={guard(<ResourceListPage resource={resource} />)} />
      <Route path="create" element={guard(<EditScreen key="create" resource={resource} mode="create" />)} />
      {resource.recordPath === 'id' ? (
        <>
          <Route path=":id" element={guard(<EditScreen key="edit" resource={resource} mode="edit" />)} />
          <Route path="edit/:id" element={<RedirectToRecord resource={resource} />} />
        </>
      ) : (
        <Route path="edit/:id" element={guard(<EditScreen key="edit" resource={resource} mode="edit" />)} />
      )}
      {/* The resource's hand-written pages beside the list (e.g. the menu tree at `menu/tree`). */}
      {resource.pages?.map(({ path, component: Page }) => (Page ? <Route key={path} path={path} element={guard(<Page />)} /> : null))}
    </Route>
  );
}
