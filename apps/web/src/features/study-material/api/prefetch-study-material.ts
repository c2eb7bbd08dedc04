import type { QueryClient } from '@tanstack/react-query';
import { studyTabs } from '@portal/shared/study-material/rules';
import { isParentSession, type Session } from '@/lib/session';
import { ecoursesQuery } from './get-ecourses';

/**
 * /studymaterial's first call as StudyMaterialScreen asks it: the e-courses, when the session has a
 * tab to show (a parent has none); the material comes once a course type is chosen.
 */
export function prefetchStudyMaterial(client: QueryClient, session: Session): Promise<unknown> {
  const tabs = studyTabs({
    userType: session.user_type,
    parent: isParentSession(session),
    eLearn: session.enable_eLearn_feature,
  });
  return tabs.length === 0 ? Promise.resolve() : client.ensureQueryData(ecoursesQuery(session));
}
