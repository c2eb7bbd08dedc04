import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ProfileDetail } from '@portal/shared/profile/schema';
import { handledByClient } from '@/lib/failure-toast';
import { isOpenUser } from '@/lib/session';
import { useSignedInSession } from '@/lib/signed-in-session';
import { ScreenFrame } from '@/components/ui/screen-frame';
import { useProfile } from '../api/get-profile';
import { useSaveField } from '../hooks/use-save-field';
import { mayEditProfile, profileRecordId } from '../utils/profile-access';
import { failureText } from '../utils/server-text';
import { ChangePasswordDialog } from './change-password-dialog';
import { ChangePhotoDialog } from './change-photo-dialog';
import { EditTextDialog } from './edit-text-dialog';
import { EditBloodGroupDialog } from './edit-blood-group-dialog';
import { EditDobDialog } from './edit-dob-dialog';
import { LoadErrorDialog } from './load-error-dialog';
import { ProfileBlocks, type EditKind } from './profile-blocks';
import { ProfileHero } from './profile-hero';
import { ProfileLoading } from './profile-loading';
import './profile.css';

type OpenDialog = EditKind | 'password' | null;

/** The /profile screen: the acting student's (or open user's) details, edits and password change. */
export function ProfileScreen() {
  const session = useSignedInSession();
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const recordId = profileRecordId(session);
  const query = useProfile(session.institute_id, recordId);
  const [open, setOpen] = useState<OpenDialog>(null);

  let loadError: string | null = null;
  if (recordId === null) loadError = t('common:network.other');
  else if (query.isError && !handledByClient(query.error)) {
    loadError = failureText(t, query.error);
  }

  return (
    <ScreenFrame title={t('title')}>
      {query.data ? (
        <ProfileContent detail={query.data} open={open} setOpen={setOpen} />
      ) : (
        !loadError && <ProfileLoading />
      )}
      {loadError && <LoadErrorDialog message={loadError} onClose={() => navigate('/dashboard')} />}
    </ScreenFrame>
  );
}

interface ProfileContentProps {
  detail: ProfileDetail;
  open: OpenDialog;
  setOpen: (dialog: OpenDialog) => void;
}

function ProfileContent({ detail, open, setOpen }: ProfileContentProps) {
  const session = useSignedInSession();
  const canEdit = mayEditProfile(session, detail);
  const close = () => setOpen(null);
  // A fresh saver per pop-up: its error belongs to that pop-up only.
  const saver = useSaveField(session.institute_id, session.user_id, close);
  const openEdit = (kind: EditKind) => {
    saver.setError(null);
    setOpen(kind);
  };

  return (
    <div className="profile">
      <ProfileHero
        detail={detail}
        canEdit={canEdit}
        onEdit={openEdit}
        onChangePassword={() => setOpen('password')}
      />
      <ProfileBlocks
        detail={detail}
        isSchool={session.is_institute_type_school}
        isOpenUser={isOpenUser(session)}
        canEdit={canEdit}
        onEdit={openEdit}
      />
      {canEdit && open === 'photo' && (
        <ChangePhotoDialog
          current={{ name: detail.student_name, photoUrl: detail.photo_url }}
          onClose={close}
          saver={saver}
        />
      )}
      {canEdit && open === 'address' && (
        <EditTextDialog field="address" current={detail.current_address} onClose={close} saver={saver} />
      )}
      {canEdit && open === 'birthPlace' && (
        <EditTextDialog field="birth_place" current={detail.birth_place} onClose={close} saver={saver} />
      )}
      {canEdit && open === 'bloodGroup' && (
        <EditBloodGroupDialog current={detail.blood_group} onClose={close} saver={saver} />
      )}
      {canEdit && open === 'dob' && <EditDobDialog current={detail.dob} onClose={close} saver={saver} />}
      {open === 'password' && <ChangePasswordDialog onClose={close} />}
    </div>
  );
}
