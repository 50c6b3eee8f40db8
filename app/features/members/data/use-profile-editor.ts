import { valibotResolver } from '@hookform/resolvers/valibot';
import { useLocalQuery } from '@app/lib/use-local-query';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { CurrentUser } from '@shared/api';
import type { OutboxItem } from '@app/local/db/db';
import type { SubmitOutcome } from '@app/local/outbox/outbox';
import { applyServerIssues } from '@app/components/forms/server-issues';
import { serverMessageOf } from '@app/components/forms/server-message';
import { isWaiting, useOutboxItem } from '@app/components/forms/use-outbox-item';
import { deferredToast, STORAGE_FULL } from '@app/components/forms/outbox-toasts';
import { toast } from '@app/components/ui/toast-store';
import { mergeOnTop } from '../lib/conflict-diff';
import {
  PROFILE_CONFLICT,
  PROFILE_CONNECTION_ERROR,
  PROFILE_SAVED_OFFLINE,
  PROFILE_UPDATED,
  profileUpdateFailed,
} from '../lib/member-toasts';
import {
  PROFILE_FIELDS,
  ProfileFormSchema,
  profileFieldsOf,
  profileFieldsOfBody,
  type ProfileFields,
  type ProfileFormInput,
} from '../lib/profile-fields';
import { conflictOf, keepServerCopy, saveProfile, unsettledProfileItem } from './profile-outbox';
import { localDb } from '@app/local/db/local-db';

/** Spec 2.9 and 4: /profile's view and edit modes, the save through the outbox, and its conflicts. */
export function useProfileEditor(user: CurrentUser) {
  const [editing, setEditing] = useState(false);
  /**
   * The copy the edit began from. The member's snapshot can change while they type (another
   * device's save, pulled live): the save must say which version it edits, so that change comes
   * back as a conflict to resolve instead of being overwritten unseen.
   */
  const [base, setBase] = useState<CurrentUser>(user);
  const [resolving, setResolving] = useState(false);
  /** A save that went into the outbox to wait: its outcome is still owed to the member. */
  const [owedId, setOwedId] = useState<string>();
  const owed = useOutboxItem(owedId);
  const item = useLocalQuery((db) => unsettledProfileItem(db, user.id), [user.id]);
  const conflict = conflictOf(item);
  const refused = item?.status === 'failed' && !conflict ? item : undefined;

  const form = useForm<ProfileFormInput, unknown, ProfileFields>({
    resolver: valibotResolver(ProfileFormSchema),
    defaultValues: profileFieldsOf(user),
  });

  /** Saves whose outcome has been told already (the watched item stays on after it settles). */
  const told = useRef(new Set<string>());
  const announce = useEffectEvent((settled: OutboxItem) => {
    told.current.add(settled.id);
    if (settled.status === 'sent') toast(PROFILE_UPDATED);
    else if (conflictOf(settled)) toast(PROFILE_CONFLICT);
    else toast(profileUpdateFailed(serverMessageOf(settled)));
  });
  // The sync engine settles a waiting save outside React (the connection came back).
  useEffect(() => {
    if (owed && !isWaiting(owed) && !told.current.has(owed.id)) announce(owed);
  }, [owed]);

  const settle = async (outcome: SubmitOutcome) => {
    // Nothing was stored: the form keeps the member's values.
    if (outcome.status === 'storage-full') return void toast(STORAGE_FULL);
    if (outcome.status === 'sent' || outcome.status === 'queued' || outcome.status === 'retrying') {
      setEditing(false);
      if (outcome.status === 'sent') toast(PROFILE_UPDATED);
      else {
        setOwedId(outcome.id);
        if (outcome.status === 'retrying') {
          // The server said "not now": spec 8's failure, and the honest line that it is kept.
          toast(deferredToast(profileUpdateFailed(outcome.message), outcome));
        } else {
          // Spec 8's network case: online but the server did not answer. Nothing is lost.
          toast(navigator.onLine ? PROFILE_CONNECTION_ERROR : PROFILE_SAVED_OFFLINE);
        }
      }
      return;
    }
    const stored = await (await localDb()).outbox.where('id').equals(outcome.id).first();
    if (conflictOf(stored)) return void toast(PROFILE_CONFLICT);
    applyServerIssues(form.setError, stored?.issues, PROFILE_FIELDS);
    toast(profileUpdateFailed(serverMessageOf(stored)));
  };

  const startEditing = () => {
    const draft = refused ? profileFieldsOfBody(refused.body) : undefined;
    form.reset(draft ?? profileFieldsOf(user));
    if (refused) applyServerIssues(form.setError, refused.issues, PROFILE_FIELDS);
    setBase(user);
    setEditing(true);
  };
  const cancel = () => {
    form.reset(profileFieldsOf(user));
    setEditing(false);
  };

  const resolve = async (work: () => Promise<void>) => {
    setResolving(true);
    try {
      await work();
    } finally {
      setResolving(false);
    }
  };
  const applyMine = () =>
    resolve(async () => {
      if (!conflict) return;
      const merged = mergeOnTop(conflict.draft, conflict.current, conflict.base);
      await settle(await saveProfile(merged, conflict.current));
    });
  const keepSaved = () =>
    resolve(async () => {
      if (!conflict) return;
      await keepServerCopy(conflict);
      form.reset(profileFieldsOf(conflict.current));
      setEditing(false);
    });

  return {
    form,
    editing,
    startEditing,
    cancel,
    save: form.handleSubmit(async (values) => settle(await saveProfile(values, base))),
    waiting: isWaiting(item),
    refused,
    conflict,
    resolving,
    applyMine,
    keepSaved,
  };
}
