import type { CurrentUser } from '@shared/api';
import { FormError } from '@app/components/forms/form-error';
import { QueuedNotice } from '@app/components/forms/queued-notice';
import { serverMessageOf } from '@app/components/forms/server-message';
import { useProfileEditor } from '../../data/use-profile-editor';
import { profileUpdateFailed } from '../../lib/member-toasts';
import { Panel } from '../shared/panel';
import { ConflictPanel } from './conflict-panel';
import { ProfileForm } from './profile-form';
import { ProfileView } from './profile-view';

/** Spec 2.9: the profile settings card, in view or edit mode, or resolving a conflict. */
export function ProfileDetails({ user }: { user: CurrentUser }) {
  const editor = useProfileEditor(user);
  const { conflict, editing } = editor;
  return (
    <Panel
      eyebrow="Profile settings"
      title={conflict ? 'Review your changes' : editing ? 'Edit your details' : 'Your details'}
    >
      <div className="flex flex-col gap-6">
        {editor.waiting && <QueuedNotice>your profile will be updated</QueuedNotice>}
        {editor.refused && (
          <FormError title="Update Failed">
            {profileUpdateFailed(serverMessageOf(editor.refused)).description}
          </FormError>
        )}
        {conflict ? (
          <ConflictPanel
            conflict={conflict}
            busy={editor.resolving}
            onApplyMine={() => void editor.applyMine()}
            onKeepSaved={() => void editor.keepSaved()}
          />
        ) : editing ? (
          <ProfileForm form={editor.form} onSubmit={editor.save} onCancel={editor.cancel} />
        ) : (
          <ProfileView user={user} onEdit={editor.startEditing} />
        )}
      </div>
    </Panel>
  );
}
