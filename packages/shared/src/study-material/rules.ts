import { userKind } from '../auth/rules';
import { viewerType, type ViewerType } from '../media/rules';
import { wallClock } from '../time/zone';
import type { CourseType, StudyFile, StudyNode } from './schema';

/** spec section 4, study material tab. */
export type StudyTab = 'StudyLibrary' | 'PurchasedProduct';

/**
 * spec section 2.3 and 6: Study Library is hidden for open users (user_type 99); Purchased
 * Product needs the e-learning feature (the login answer's enable_eLearn_feature). Parents
 * never see study material.
 */
export function studyTabs(user: { userType: number; parent: boolean; eLearn: boolean }): StudyTab[] {
  if (user.parent) return [];
  const tabs: StudyTab[] = [];
  if (userKind(user.userType) !== 'open') tabs.push('StudyLibrary');
  if (user.eLearn) tabs.push('PurchasedProduct');
  return tabs;
}

/** Free e-courses in the Study Library; isPaid Y in Purchased Product. */
export function courseTypesFor(tab: StudyTab, list: readonly CourseType[]): CourseType[] {
  const paid = tab === 'PurchasedProduct' ? 'Y' : 'N';
  return list.filter((course) => course.isPaid === paid);
}

/** spec section 5: study material search is a case-insensitive title match (contains). */
export function titleMatches(title: string, search: string): boolean {
  const wanted = search.trim().toLocaleLowerCase();
  return wanted === '' || title.toLocaleLowerCase().includes(wanted);
}

/** Subject cards cycle through 5 colours: the 0-4 slot of the card at `index`. */
export const SUBJECT_COLOURS = 5;
export const subjectColour = (index: number): number =>
  ((index % SUBJECT_COLOURS) + SUBJECT_COLOURS) % SUBJECT_COLOURS;

/** The files sitting directly on a node, in the order of the file types. */
export function ownFiles(node: StudyNode): StudyFile[] {
  return Object.values(node.studyMaterialMap).flatMap((files) => files ?? []);
}

/** Topics below a node and files on it and below, at any depth (the card view's counts). */
export function nodeCounts(node: StudyNode): { topics: number; files: number } {
  let topics = 0;
  let files = ownFiles(node).length;
  for (const child of node.subtopicList) {
    const below = nodeCounts(child);
    topics += 1 + below.topics;
    files += below.files;
  }
  return { topics, files };
}

/** The tree with only the files whose title matches the search; topics and subjects left empty go. */
export function searchTree(nodes: readonly StudyNode[], search: string): StudyNode[] {
  if (search.trim() === '') return [...nodes];
  const prune = (node: StudyNode): StudyNode | null => {
    const map: StudyNode['studyMaterialMap'] = {};
    let kept = 0;
    for (const [type, files] of Object.entries(node.studyMaterialMap)) {
      const matching = (files ?? []).filter((file) => titleMatches(file.title, search));
      if (matching.length > 0) {
        map[type as keyof typeof map] = matching;
        kept += matching.length;
      }
    }
    const subtopicList = node.subtopicList.map(prune).filter((child): child is StudyNode => child !== null);
    if (kept === 0 && subtopicList.length === 0) return null;
    return { ...node, studyMaterialMap: map, subtopicList };
  };
  return nodes.map(prune).filter((node): node is StudyNode => node !== null);
}

export interface TopicOption {
  topicId: number;
  name: string;
  /** 1 for a topic right under the subject. */
  depth: number;
}

/** The title view's topic dropdown: every topic of a subject, depth first. */
export function topicOptions(subject: StudyNode): TopicOption[] {
  const out: TopicOption[] = [];
  const walk = (node: StudyNode, depth: number) => {
    for (const child of node.subtopicList) {
      if (child.topicId !== null) out.push({ topicId: child.topicId, name: child.topicName ?? '', depth });
      walk(child, depth + 1);
    }
  };
  walk(subject, 1);
  return out;
}

export interface PlacedFile {
  file: StudyFile;
  /** The topic (or the subject's name, for a file on the subject itself) it sits under. */
  topicName: string;
}

/**
 * The title view's flat list: every file of the subject, depth first; with a topic chosen
 * (null = 'Select Topic' = all), the files of that topic and the topics below it.
 */
export function flatFiles(subject: StudyNode, topicId: number | null = null): PlacedFile[] {
  const out: PlacedFile[] = [];
  const walk = (node: StudyNode, inside: boolean) => {
    const here = inside || node.topicId === topicId;
    if (here) {
      const topicName = node.topicName ?? node.subjectName;
      for (const file of ownFiles(node)) out.push({ file, topicName });
    }
    for (const child of node.subtopicList) walk(child, here);
  };
  walk(subject, topicId === null);
  return out;
}

/**
 * 'New Files' badge (spec section 5 only says "a comparison of the first token of its date
 * exceeds 15", the exact rule is not shown). Defined here as: shared within the last 15 days,
 * counted in calendar days of the institute's time zone — shared today up to 15 days ago is
 * new, 16 days ago is not. A date in the future (clock skew) counts as new.
 */
export const NEW_FILE_DAYS = 15;
export function isNewFile(sharedAt: string, now: Date, timeZone: string): boolean {
  const shared = Date.parse(sharedAt);
  if (Number.isNaN(shared)) return false;
  return daysBetween(wallClock(timeZone, shared).date, wallClock(timeZone, now).date) <= NEW_FILE_DAYS;
}

/** Whole days from one 'YYYY-MM-DD' to another. */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** DD-MM-YYYY of an instant in the institute's time zone ('' when unreadable). */
export function shareDate(sharedAt: string, timeZone: string): string {
  const at = Date.parse(sharedAt);
  if (Number.isNaN(at)) return '';
  return wallClock(timeZone, at).date.split('-').reverse().join('-');
}

export interface FileActions {
  viewer: ViewerType;
  /**
   * Open it in the media viewer: PDFs, images, audio. Files without a preview (zip, Word…)
   * have none when they can be downloaded (as in Documents); a read-only one keeps View, which
   * says 'Preview not supported', so the card is never without an action.
   */
  view: boolean;
  /** Play a video (YouTube, Vimeo, protected, stored). */
  play: boolean;
  /** Download: only when is_readonly is N and the server keeps the file (never a protected video). */
  download: boolean;
}

const PLAYED: ReadonlySet<ViewerType> = new Set(['youtube', 'vimeo', 'vdo', 'video']);

export function fileActions(file: StudyFile): FileActions {
  const viewer = viewerType({ category: file.category_name, fileName: file.file_name });
  const play = PLAYED.has(viewer);
  const download = file.is_readonly === 'N' && file.file_id !== null && viewer !== 'vdo';
  return { viewer, view: !play && (viewer !== 'unsupported' || !download), play, download };
}
