import type { StudyFile, StudyFileType, StudyNode } from '@portal/shared/study-material/schema';

export interface TopicRow {
  id: number;
  parent_id: number | null;
  name: string;
}

export interface FileRow {
  id: number;
  topic_id: number;
  title: string;
  file_type: StudyFileType;
  file_id: number | null;
  youtube_id: string | null;
  vimeo_video_id: string | null;
  is_readonly: boolean;
  shared_at: Date | string;
  poster_url: string | null;
  file_name: string | null;
}

function studyFile(row: FileRow): StudyFile {
  const vdo = row.file_type === 'VDOCipher';
  const vimeo = row.vimeo_video_id !== null;
  return {
    study_file_id: row.id,
    title: row.title,
    file_name: row.file_name,
    file_id: row.file_id,
    student_file_share_date: new Date(row.shared_at).toISOString(),
    category_name: row.file_type,
    is_readonly: row.is_readonly ? 'Y' : 'N',
    // The videoOTP call names a protected video by its stored file; the Vimeo player by Vimeo's id.
    videoID: vdo && row.file_id !== null ? String(row.file_id) : vimeo ? row.vimeo_video_id : null,
    is_vimeo: vimeo,
    is_vdocipher: vdo,
    youtubeVideoID: row.youtube_id,
    video_url: row.youtube_id
      ? `https://www.youtube.com/watch?v=${encodeURIComponent(row.youtube_id)}`
      : vimeo
        ? `https://vimeo.com/${encodeURIComponent(row.vimeo_video_id!)}`
        : null,
    posterUrl: row.poster_url,
    posterList: row.poster_url ? [row.poster_url] : [],
  };
}

/**
 * The nested subjects of spec section 3 from the e-course's topics and files (each list in
 * its display order): subjects are the parentless topics; every node carries its subject.
 */
export function buildTree(topics: TopicRow[], files: FileRow[], vimeoDownloadable: boolean): StudyNode[] {
  const children = new Map<number | null, TopicRow[]>();
  for (const topic of topics) {
    const list = children.get(topic.parent_id) ?? [];
    list.push(topic);
    children.set(topic.parent_id, list);
  }
  const filesOf = new Map<number, FileRow[]>();
  for (const file of files) {
    const list = filesOf.get(file.topic_id) ?? [];
    list.push(file);
    filesOf.set(file.topic_id, list);
  }
  const node = (topic: TopicRow, subject: TopicRow, seen: Set<number>): StudyNode => {
    // A cycle in the data must not hang the server.
    seen.add(topic.id);
    const map: StudyNode['studyMaterialMap'] = {};
    for (const file of filesOf.get(topic.id) ?? []) (map[file.file_type] ??= []).push(studyFile(file));
    const isSubject = topic.id === subject.id;
    return {
      subjectId: subject.id,
      subjectName: subject.name,
      topicId: isSubject ? null : topic.id,
      topicName: isSubject ? null : topic.name,
      studyMaterialMap: map,
      subtopicList: (children.get(topic.id) ?? [])
        .filter((child) => !seen.has(child.id))
        .map((child) => node(child, subject, seen)),
      vimeo_video_downlodable: vimeoDownloadable,
    };
  };
  return (children.get(null) ?? []).map((subject) => node(subject, subject, new Set()));
}
