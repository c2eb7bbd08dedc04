import type { students } from '../schema';

/** Profile columns of a student record beyond the sign-in basics kept in people.ts. */
export type DemoProfile = Partial<
  Pick<
    typeof students.$inferInsert,
    | 'dob'
    | 'gender'
    | 'currentAddress'
    | 'permanentAddress'
    | 'motherTongue'
    | 'country'
    | 'state'
    | 'birthPlace'
    | 'religion'
    | 'bloodGroup'
    | 'aadhar'
    | 'parentName'
    | 'parentEmail'
    | 'parentProfession'
    | 'parentPhone'
    | 'parentAadhar'
    | 'guardianName'
    | 'guardianPhone'
    | 'guardianEmail'
  >
>;

const indian = { country: 'India', motherTongue: 'Hindi', religion: 'Hindu' } satisfies DemoProfile;

const sharmaFamily = {
  ...indian,
  state: 'Uttar Pradesh',
  // Longer than the 100 characters the profile shows (and within the 119 an edit allows).
  currentAddress:
    'Flat 1204, Tower B, Green Meadows Residency, Sector 62, near the City Public Library, Noida, Uttar Pradesh 201309',
  permanentAddress:
    'House 14, Shanti Kunj Colony, Civil Lines, near Government Girls Hostel, Jaipur, Rajasthan 302006',
  parentName: 'Rajesh Sharma',
  // Longer than the 37 characters shown for parent and guardian e-mails.
  parentEmail: 'rajesh.sharma.family.accounts@greenfield-parents.example',
  parentProfession: 'Civil Engineer',
  parentPhone: '9810012345',
  parentAadhar: '567823419087',
  guardianName: 'Meera Sharma',
  guardianPhone: '9000000002',
  guardianEmail: 'meera.sharma.guardian.contact@greenfield-parents.example',
} satisfies DemoProfile;

const nairFamily = {
  country: 'India',
  motherTongue: 'Malayalam',
  religion: 'Christian',
  state: 'Kerala',
  birthPlace: 'Kochi',
  currentAddress: 'Nair Villa, 41 Marine Drive, Ernakulam, Kochi, Kerala 682031',
  parentName: 'Anil Nair',
  parentEmail: 'anil.nair@example.in',
  parentProfession: 'Doctor',
  parentPhone: '9846012345',
  guardianName: 'Priya Nair',
  guardianPhone: '9000000005',
} satisfies DemoProfile;

/** Demo profiles by student id. */
export const DEMO_PROFILES = new Map<number, DemoProfile>([
  // Aarav: every field filled.
  [
    1001,
    {
      ...sharmaFamily,
      birthPlace: 'Jaipur',
      bloodGroup: 'B+',
      aadhar: '432187652109',
    },
  ],
  [
    1002,
    {
      ...sharmaFamily,
      dob: '2016-09-03',
      gender: 'Female',
      birthPlace: 'Noida',
      bloodGroup: 'O+',
      aadhar: '781245690312',
    },
  ],
  [
    1003,
    {
      ...indian,
      dob: '2014-11-22',
      gender: 'Male',
      state: 'Uttar Pradesh',
      birthPlace: 'Lucknow',
      bloodGroup: 'A+',
      currentAddress: '22 Gomti Nagar Extension, Lucknow, Uttar Pradesh 226010',
      permanentAddress: '22 Gomti Nagar Extension, Lucknow, Uttar Pradesh 226010',
      parentName: 'Rohan Verma',
      parentEmail: 'rohan.verma@example.in',
      parentProfession: 'Accountant',
      parentPhone: '9000000003',
    },
  ],
  [
    1004,
    {
      ...indian,
      motherTongue: 'Telugu',
      dob: '2011-07-30',
      gender: 'Male',
      state: 'Telangana',
      birthPlace: 'Hyderabad',
      bloodGroup: 'O-',
      currentAddress: '8-2-293 Road No. 12, Banjara Hills, Hyderabad, Telangana 500034',
      parentName: 'Suresh Rao',
      parentProfession: 'Pharmacist',
      parentPhone: '9000000004',
      guardianName: 'Sunita Rao',
      guardianPhone: '9000000004',
    },
  ],
  [1005, { ...nairFamily, dob: '2012-04-18', gender: 'Male', bloodGroup: 'AB+' }],
  [1006, { ...nairFamily, dob: '2015-12-05', gender: 'Female', bloodGroup: 'A-' }],
  [
    1007,
    {
      ...indian,
      motherTongue: 'Tamil',
      dob: '2010-01-26',
      gender: 'Female',
      state: 'Tamil Nadu',
      birthPlace: 'Chennai',
      bloodGroup: 'B-',
      parentName: 'Ramesh Iyer',
      parentPhone: '9840012345',
    },
  ],
  [
    1008,
    {
      ...indian,
      motherTongue: 'Gujarati',
      religion: 'Jain',
      dob: '2010-08-15',
      gender: 'Male',
      state: 'Gujarat',
      birthPlace: 'Ahmedabad',
      parentName: 'Nikhil Mehta',
      parentPhone: '9825012345',
    },
  ],
  [
    1009,
    {
      ...indian,
      motherTongue: 'Punjabi',
      religion: 'Sikh',
      dob: '2009-06-02',
      gender: 'Female',
      state: 'Punjab',
      birthPlace: 'Amritsar',
      parentName: 'Harpreet Gupta',
    },
  ],
  [
    1010,
    {
      ...indian,
      motherTongue: 'Urdu',
      religion: 'Muslim',
      dob: '2008-10-19',
      gender: 'Female',
      state: 'Telangana',
      birthPlace: 'Hyderabad',
      bloodGroup: 'O+',
      currentAddress: '3 Paigah Colony, Secunderabad, Telangana 500003',
      parentName: 'Imran Khan',
      parentProfession: 'Teacher',
      parentPhone: '9849012345',
    },
  ],
  // Dev: a sparse record; missing values, -1 and the 1900-01-01 "no date" all show as dashes.
  [
    1011,
    {
      dob: '1900-01-01',
      gender: 'Male',
      country: 'India',
      motherTongue: '-1',
      religion: '-1',
      aadhar: '-1',
      permanentAddress: '-1',
      parentName: 'Mahesh Patel',
      parentProfession: '-1',
      parentPhone: '-1',
    },
  ],
  [
    2001,
    {
      ...indian,
      motherTongue: 'Punjabi',
      dob: '2009-02-11',
      gender: 'Female',
      state: 'Delhi',
      birthPlace: 'New Delhi',
      bloodGroup: 'A+',
      aadhar: '903412785611',
      currentAddress: 'B-17, Hauz Khas Enclave, New Delhi, Delhi 110016',
      permanentAddress: 'B-17, Hauz Khas Enclave, New Delhi, Delhi 110016',
      parentName: 'Sanjay Kapoor',
      parentEmail: 'sanjay.kapoor@example.in',
      parentProfession: 'Lawyer',
      parentPhone: '9811098110',
    },
  ],
  [
    3001,
    {
      dob: '2015-03-08',
      gender: 'Féminin',
      country: 'France',
      state: 'Île-de-France',
      motherTongue: 'Français',
      birthPlace: 'Lyon',
      bloodGroup: 'A-',
      currentAddress: '12 rue des Lilas, 75011 Paris',
      parentName: 'Claire Martin',
      parentEmail: 'claire.martin@example.fr',
      parentProfession: 'Architecte',
      parentPhone: '0612345678',
    },
  ],
  [
    4001,
    {
      ...indian,
      dob: '2014-07-07',
      gender: 'Female',
      state: 'Uttar Pradesh',
      birthPlace: 'Varanasi',
      bloodGroup: 'B+',
      currentAddress: 'D-45 Lanka, Varanasi, Uttar Pradesh 221005',
      parentName: 'Vikas Singh',
      parentProfession: 'Farmer',
      parentPhone: '9415012345',
    },
  ],
  [
    5001,
    {
      dob: '2007-11-30',
      gender: 'Männlich',
      country: 'Deutschland',
      state: 'Bayern',
      motherTongue: 'Deutsch',
      birthPlace: 'München',
      bloodGroup: 'O+',
      currentAddress: 'Leopoldstraße 24, 80802 München',
      parentName: 'Thomas Weber',
      parentEmail: 'thomas.weber@example.de',
      parentProfession: 'Ingenieur',
      parentPhone: '01711234567',
    },
  ],
]);

/** Courses of open users (user_type 99) by user id, in the order shown. */
export const DEMO_ASSIGNED_COURSES = new Map<number, string[]>([
  [202, ['JEE Main Crash Course', 'Physics Foundation', 'Mock Test Series 2027']],
]);
