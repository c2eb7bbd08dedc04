import { useId, type ReactNode } from 'react';

export interface ProfileRow {
  key: string;
  label: string;
  value: ReactNode;
  /** An edit button, when the user may edit this field. */
  action?: ReactNode;
}

/** One block of the profile: a titled card with label / value rows. */
export function ProfileSection({
  title,
  icon,
  rows,
}: {
  title: string;
  icon: ReactNode;
  rows: ProfileRow[];
}) {
  const titleId = useId();
  return (
    <section className="card profile-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="profile-section__title">
        <span className="profile-section__icon" aria-hidden="true">
          {icon}
        </span>
        {title}
      </h2>
      <ProfileList rows={rows} />
    </section>
  );
}

export function ProfileList({ rows, className }: { rows: ProfileRow[]; className?: string }) {
  return (
    <dl className={className ? `profile-list ${className}` : 'profile-list'}>
      {rows.map((row) => (
        <div key={row.key} className="profile-list__row">
          <dt className="profile-list__label">{row.label}</dt>
          <dd className="profile-list__value">
            {row.value}
            {row.action}
          </dd>
        </div>
      ))}
    </dl>
  );
}
