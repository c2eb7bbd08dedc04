import { useTranslation } from 'react-i18next';
import type { ProfileDetail } from '@portal/shared/profile/schema';
import { displayDob, isMissing } from '@portal/shared/profile/rules';
import { cutField, FieldValue, plainField } from './field-value';
import { EditButton } from './edit-button';
import { ProfileSection, type ProfileRow } from './profile-section';
import { BookIcon, FamilyIcon, PersonIcon } from '@/components/ui/app-icons';

export type EditKind = 'photo' | 'address' | 'birthPlace' | 'bloodGroup' | 'dob';

interface ProfileBlocksProps {
  detail: ProfileDetail;
  isSchool: boolean;
  isOpenUser: boolean;
  canEdit: boolean;
  onEdit: (kind: EditKind) => void;
}

/** An open user's courses, each cut like a course name. */
function Courses({ value }: { value: string | null }) {
  if (isMissing(value)) return <FieldValue shown={plainField(value)} />;
  const courses = value!
    .split(',')
    .map((course) => course.trim())
    .filter(Boolean);
  return (
    <ul className="profile-courses">
      {courses.map((course, index) => (
        <li key={`${course}-${index}`} className="badge profile-courses__item">
          <FieldValue shown={cutField('course', course)} />
        </li>
      ))}
    </ul>
  );
}

/** Education, personal and parent blocks of the profile screen. */
export function ProfileBlocks({ detail, isSchool, isOpenUser, canEdit, onEdit }: ProfileBlocksProps) {
  const { t } = useTranslation('profile');
  const context = isSchool ? 'school' : undefined;
  const label = (key: string) => t(`fields.${key}`, { context });
  const edit = (kind: EditKind, name: string) =>
    canEdit ? <EditButton label={t(`edit.${name}`)} onClick={() => onEdit(kind)} /> : undefined;

  const education: ProfileRow[] = isOpenUser
    ? [
        { key: 'standard', label: label('standard'), value: <FieldValue shown={plainField(null)} /> },
        { key: 'batch', label: label('batch'), value: <FieldValue shown={plainField(null)} /> },
        { key: 'courses', label: label('courses'), value: <Courses value={detail.assignedCourses} /> },
      ]
    : [
        {
          key: 'standard',
          label: label('standard'),
          value: <FieldValue shown={cutField(isSchool ? 'className' : 'course', detail.standard)} />,
        },
        { key: 'batch', label: label('batch'), value: <FieldValue shown={plainField(detail.batch)} /> },
      ];

  const personal: ProfileRow[] = [
    ...(isSchool
      ? [
          {
            key: 'rollNo',
            label: label('rollNo'),
            value: <FieldValue shown={cutField('rollNo', detail.roll_no)} />,
          },
        ]
      : []),
    {
      key: 'motherTongue',
      label: label('motherTongue'),
      value: <FieldValue shown={cutField('motherTongue', detail.mother_tongue)} />,
    },
    {
      key: 'gender',
      label: label('gender'),
      value: <FieldValue shown={cutField('gender', detail.gender)} />,
    },
    {
      key: 'country',
      label: label('country'),
      value: <FieldValue shown={cutField('country', detail.country)} />,
    },
    {
      key: 'birthPlace',
      label: label('birthPlace'),
      value: <FieldValue shown={plainField(detail.birth_place)} />,
      action: edit('birthPlace', 'birthPlace'),
    },
    {
      key: 'religion',
      label: label('religion'),
      value: <FieldValue shown={cutField('religion', detail.religion)} />,
    },
    {
      key: 'bloodGroup',
      label: label('bloodGroup'),
      value: <FieldValue shown={plainField(detail.blood_group)} />,
      action: edit('bloodGroup', 'bloodGroup'),
    },
    {
      key: 'aadhar',
      label: label('aadhar'),
      value: <FieldValue shown={cutField('aadhar', detail.student_adhar_card)} />,
    },
    {
      key: 'dob',
      label: label('dob'),
      value: <FieldValue shown={{ text: displayDob(detail.dob) }} />,
      action: edit('dob', 'dob'),
    },
    { key: 'state', label: label('state'), value: <FieldValue shown={cutField('state', detail.state)} /> },
  ];

  const parent: ProfileRow[] = [
    {
      key: 'parentName',
      label: label('parentName'),
      value: <FieldValue shown={cutField('parentName', detail.parent_name)} />,
    },
    {
      key: 'parentEmail',
      label: label('parentEmail'),
      value: <FieldValue shown={cutField('parentEmail', detail.parent_email)} />,
    },
    {
      key: 'profession',
      label: label('profession'),
      value: <FieldValue shown={cutField('profession', detail.parent_profession)} />,
    },
    {
      key: 'parentContact',
      label: label('parentContact'),
      value: <FieldValue shown={plainField(detail.parent_phone)} />,
    },
    {
      key: 'parentAadhar',
      label: label('parentAadhar'),
      value: <FieldValue shown={cutField('aadhar', detail.parent_adhar_card)} />,
    },
    {
      key: 'guardianName',
      label: label('guardianName'),
      value: <FieldValue shown={plainField(detail.guardian_name)} />,
    },
    {
      key: 'guardianContact',
      label: label('guardianContact'),
      value: <FieldValue shown={plainField(detail.guardian_phone)} />,
    },
    {
      key: 'guardianEmail',
      label: label('guardianEmail'),
      value: <FieldValue shown={cutField('guardianEmail', detail.guardian_email)} />,
    },
    {
      key: 'residentialAddress',
      label: label('residentialAddress'),
      value: <FieldValue shown={cutField('residentialAddress', detail.permanent_address)} />,
    },
  ];

  return (
    <div className="profile-grid">
      <ProfileSection title={t('sections.education')} icon={<BookIcon />} rows={education} />
      <ProfileSection title={t('sections.personal')} icon={<PersonIcon />} rows={personal} />
      <ProfileSection title={t('sections.parent', { context })} icon={<FamilyIcon />} rows={parent} />
    </div>
  );
}
