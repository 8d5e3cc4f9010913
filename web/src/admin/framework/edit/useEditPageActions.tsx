import { useApolloClient } from '@apollo/client/react';
import type { FormikErrors, FormikHelpers } from 'formik';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { GENERIC_FORM_FAILURE, trimDeep } from '../../../ui/validation/rules';
import { ConfirmDialog, MessageDialog, type DialogMessage } from '../dialogs';
import { errorMessages } from '../format';
import { createPath, editPath, resourcePath, type AnyDocument, type AnyResource, type FormMode } from '../resource';

/** Spec 9: the delay before leaving a screen after an error (here: a missing record). */
export const NOT_FOUND_REDIRECT_MS = 1000;

/** A screen whose record does not exist leaves for `to` after NOT_FOUND_REDIRECT_MS (spec 9). */
export function useNotFoundRedirect(notFound: boolean, to: string): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!notFound) return;
    const timer = setTimeout(() => void navigate(to, { replace: true }), NOT_FOUND_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [notFound, navigate, to]);
}

interface EditPageActionsOptions {
  resource: AnyResource;
  mode: FormMode;
  id?: number;
  /** The record does not exist: the screen goes to the create page after NOT_FOUND_REDIRECT_MS. */
  notFound: boolean;
  /** `mutation ($id: Int!)`; none: the record can not be deleted. */
  deleteDocument?: AnyDocument;
}

/** How a screen saves its form; the rest of a save (dialogs, the way to the new record) is shared. */
export interface SaveSteps<TValues, TSaved extends { id: number }> {
  /** Sends the (trimmed) values; the record the server answered, if it did. */
  send: (values: TValues) => Promise<TSaved | undefined>;
  /** The form's values once an edit is saved. */
  savedValues: (saved: TSaved, sent: TValues) => TValues;
  /** Loads again what an edit changed. */
  reload: () => void;
  /** The server's refusal as field errors, and the lines of the failure dialog. */
  placeErrors: (error: unknown, sent: TValues) => { fields: FormikErrors<TValues>; messages: string[] };
}

const SUBMITTED: DialogMessage = { titleId: 'admin.resource.dialog.submitSuccess' };

function cameFromCreate(state: unknown): boolean {
  return Boolean((state as { submitted?: boolean } | null)?.submitted);
}

/**
 * What every create/edit screen does around its form, generic or hand-written: the document title, the
 * save with its success and failure dialogs (a create goes on to the new record's edit screen), the
 * delete behind a confirmation, and the way to the create page when the record is missing.
 */
export function useEditPageActions({ resource, mode, id, notFound, deleteDocument }: EditPageActionsOptions) {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const client = useApolloClient();
  const [message, setMessage] = useState<DialogMessage | null>(() => (cameFromCreate(location.state) ? SUBMITTED : null));
  const [confirmDelete, setConfirmDelete] = useState(false);

  // The success note of a create travelled in the history state; it is shown once.
  useEffect(() => {
    if (cameFromCreate(location.state)) {
      void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
    }
  }, [location, navigate]);

  useNotFoundRedirect(notFound, createPath(resource));

  const title = intl.formatMessage({ id: resource.titleId });
  useEffect(() => {
    document.title = title;
  }, [title]);

  const save = async <TValues, TSaved extends { id: number }>(values: TValues, helpers: FormikHelpers<TValues>, steps: SaveSteps<TValues, TSaved>) => {
    const trimmed = trimDeep(values);
    try {
      const saved = await steps.send(trimmed);
      if (!saved) throw new Error(GENERIC_FORM_FAILURE);
      if (mode === 'create') {
        void navigate(editPath(resource, saved.id), { replace: true, state: { submitted: true } });
        return;
      }
      helpers.resetForm({ values: steps.savedValues(saved, trimmed) });
      setMessage(SUBMITTED);
      steps.reload();
    } catch (error) {
      const { fields, messages } = steps.placeErrors(error, trimmed);
      helpers.setErrors(fields);
      setMessage({
        titleId: mode === 'create' ? 'admin.resource.dialog.createFail' : 'admin.resource.dialog.submitFail',
        messages: messages.length ? messages : [GENERIC_FORM_FAILURE],
      });
    }
  };

  const remove = async () => {
    setConfirmDelete(false);
    if (!deleteDocument) return;
    try {
      await client.mutate({ mutation: deleteDocument, variables: { id } });
      void navigate(resourcePath(resource), { replace: true });
    } catch (error) {
      setMessage({ titleId: 'admin.resource.dialog.deleteFail', messages: errorMessages(error) });
    }
  };

  const dialogs = (
    <>
      <ConfirmDialog
        open={confirmDelete}
        message={intl.formatMessage({ id: resource.messages?.confirmDelete ?? 'admin.resource.confirm.delete' })}
        onConfirm={() => void remove()}
        onCancel={() => setConfirmDelete(false)}
      />
      <MessageDialog message={message} onClose={() => setMessage(null)} />
    </>
  );

  return {
    /** The resource's translated title (document title, back-to-list button, form label). */
    title,
    save,
    /** Asks to delete the record; undefined where there is nothing to delete (a create, no delete document). */
    askDelete: mode === 'edit' && deleteDocument ? () => setConfirmDelete(true) : undefined,
    /** The delete confirmation and the save/delete result dialogs. */
    dialogs,
  };
}
