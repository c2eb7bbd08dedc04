import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ignoreForbiddenFor } from '@/lib/logout';
import { getSession, isParentSession, updateSession, type Session } from '@/lib/session';
import { linkedStudentsQuery, switchStudent } from '../api/children';
import { screenRoot, withStudent } from '../utils/with-student';

/**
 * The header's child switcher (a parent linked to several students): the same session is
 * re-scoped on the server to the chosen child, then the session here takes the child's
 * identifiers. Whenever the child changes (here or in another tab), everything fetched for the
 * previous one is dropped and the current screen shows the new child's data; a 403 answering a
 * call for the previous child while the switch settles does not log out.
 */
/** How long after a child switch a 403 is taken as an answer for the previous child (no logout). */
const SWITCH_SETTLES_MS = 5000;
const childChanging = () => ignoreForbiddenFor(SWITCH_SETTLES_MS);

export function useChildSwitch(session: Session) {
  const parent = isParentSession(session);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { data } = useQuery({ ...linkedStudentsQuery(session.user_id), enabled: parent });
  const students = data?.students ?? [];
  const [switching, setSwitching] = useState(false);
  const [announced, setAnnounced] = useState('');

  // After sign-in the session acts for every linked child until one is chosen: choose the
  // one the portal shows (the sign-in's choice), so the server answers for that child only.
  const current = session.student_id;
  useEffect(() => {
    if (!data || data.students.length < 2 || data.active_student_id === current) return;
    const chosen = data.students.find((s) => s.student_id === current) ?? data.students[0]!;
    void switchStudent(chosen.student_id).then(
      (detail) => {
        if (detail.student_id !== getSession()?.student_id) updateSession(withStudent(getSession()!, detail));
        void queryClient.invalidateQueries({ queryKey: ['linked-students'] });
      },
      () => undefined,
    );
  }, [data, current, queryClient]);

  // The child changed (this tab's switcher, or another tab's): nothing of the previous child stays.
  const previous = useRef(current);
  const location = useRef({ pathname, search });
  location.current = { pathname, search };
  useEffect(() => {
    if (previous.current === current) return;
    previous.current = current;
    childChanging();
    void queryClient.resetQueries({ predicate: (query) => query.queryKey[0] !== 'linked-students' });
    const { pathname: path, search: query } = location.current;
    const root = screenRoot(path);
    if (root !== path || query !== '') navigate(root, { replace: true });
    const now = getSession();
    if (now) setAnnounced(now.name);
  }, [current, queryClient, navigate]);

  const switchTo = async (studentId: number): Promise<boolean> => {
    if (studentId === current || switching) return true;
    setSwitching(true);
    try {
      childChanging();
      await queryClient.cancelQueries();
      const detail = await switchStudent(studentId);
      const now = getSession();
      if (now) updateSession(withStudent(now, detail));
      void queryClient.invalidateQueries({ queryKey: ['linked-students'] });
      return true;
    } catch {
      return false;
    } finally {
      setSwitching(false);
    }
  };

  return { visible: parent && students.length > 1, students, current, switching, switchTo, announced };
}
