import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { normaliseExternalUrl } from '@portal/shared/shell/rules';
import { displayName, isParentSession, type Session } from '@/lib/session';
import { useSignedInSession } from '@/lib/signed-in-session';
import { logout } from '@/lib/logout';
import { Avatar, initials } from '@/components/ui/avatar';
import { Dialog } from '@/components/ui/dialog';
import { UserIcon } from '@/components/ui/icons';
import { FileIcon, IdIcon, LogoutIcon, PhoneIcon, ShieldIcon } from '@/components/ui/app-icons';

function phoneOf(session: Session): string {
  const number =
    (isParentSession(session) ? session.parent_num : null) || session.phone_no || session.mobile_no;
  if (!number) return '';
  const code = session.country_calling_code.trim();
  return code && !number.startsWith('+') ? `${code.startsWith('+') ? code : `+${code}`} ${number}` : number;
}

/** The profile photo button and its pop-up: who is signed in, Profile, Logout, policy links. */
export function ProfileMenu() {
  const session = useSignedInSession();

  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const name = displayName(session);
  const parent = isParentSession(session);
  const id = parent ? session.parent_id : session.student_display_id;
  const phone = phoneOf(session);
  const privacy = normaliseExternalUrl(session.privacy_url);
  const terms = normaliseExternalUrl(session.terms_url);

  return (
    <>
      <button
        type="button"
        className="profile-button"
        // The initials the button shows are in its name too (label in name, WCAG 2.5.3): a voice
        // user says what they see.
        aria-label={`${t('header.profileMenu')}: ${initials(name)}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <Avatar name={name} photoUrl={session.photo_url} size={36} />
      </button>
      {open && (
        <Dialog title={name} onClose={() => setOpen(false)} className="dialog--popover">
          <div className="profile-card">
            <Avatar name={name} photoUrl={session.photo_url} size={72} />
            <div className="profile-card__facts">
              {id !== null && id !== '' && (
                <p>
                  <IdIcon size={16} /> <span>{t('profile.id', { id })}</span>
                </p>
              )}
              {phone && (
                <p>
                  <PhoneIcon size={16} /> <span>{phone}</span>
                </p>
              )}
            </div>
          </div>
          <ul className="profile-links">
            <li>
              <Link to="/Profile" className="profile-links__item" onClick={() => setOpen(false)}>
                <UserIcon size={18} /> {t('profile.profile')}
              </Link>
            </li>
            {privacy && (
              <li>
                <a href={privacy} target="_blank" rel="noopener" className="profile-links__item">
                  <ShieldIcon size={18} /> {t('profile.privacy')}
                </a>
              </li>
            )}
            {terms && (
              <li>
                <a href={terms} target="_blank" rel="noopener" className="profile-links__item">
                  <FileIcon size={18} /> {t('profile.terms')}
                </a>
              </li>
            )}
          </ul>
          <button type="button" className="button button--danger button--block" onClick={() => void logout()}>
            <LogoutIcon size={18} /> {t('profile.logout')}
          </button>
        </Dialog>
      )}
    </>
  );
}
