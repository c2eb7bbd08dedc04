import { describe, expect, it } from 'vitest';
import { buildTree, type FileRow, type TopicRow } from './tree';

const topic = (id: number, parent: number | null, name: string): TopicRow => ({
  id,
  parent_id: parent,
  name,
});
const file = (id: number, topicId: number, over: Partial<FileRow> = {}): FileRow => ({
  id,
  topic_id: topicId,
  title: `File ${id}`,
  file_type: 'EBook',
  file_id: 100 + id,
  youtube_id: null,
  vimeo_video_id: null,
  is_readonly: false,
  shared_at: new Date('2026-11-20T10:00:00Z'),
  poster_url: null,
  file_name: `file-${id}.pdf`,
  ...over,
});

describe('buildTree', () => {
  it('nests topics under their subject in the given order, each node naming its subject', () => {
    const tree = buildTree(
      [
        topic(1, null, 'Science'),
        topic(2, 1, 'Plants'),
        topic(3, 2, 'Leaves'),
        topic(4, null, 'Maths'),
        topic(5, 1, 'Animals'),
      ],
      [file(1, 3), file(2, 1), file(3, 1, { file_type: 'Images', file_name: 'a.png' })],
      true,
    );
    expect(tree.map((s) => [s.subjectName, s.topicId])).toEqual([
      ['Science', null],
      ['Maths', null],
    ]);
    const science = tree[0]!;
    expect(science.subtopicList.map((t) => t.topicName)).toEqual(['Plants', 'Animals']);
    const leaves = science.subtopicList[0]!.subtopicList[0]!;
    expect(leaves).toMatchObject({ subjectId: 1, subjectName: 'Science', topicId: 3, topicName: 'Leaves' });
    expect(leaves.studyMaterialMap.EBook!.map((f) => f.title)).toEqual(['File 1']);
    expect(Object.keys(science.studyMaterialMap)).toEqual(['EBook', 'Images']);
    expect(science.vimeo_video_downlodable).toBe(true);
  });

  it('fills the file fields by type: protected video, YouTube, Vimeo, read-only', () => {
    const [subject] = buildTree(
      [topic(1, null, 'S')],
      [
        file(1, 1, { file_type: 'VDOCipher', file_name: 'lesson.webm', file_id: 42 }),
        file(2, 1, { file_type: 'YoutubeURL', file_id: null, file_name: null, youtube_id: 'abc' }),
        file(3, 1, { file_type: 'Vimeo', file_id: null, file_name: null, vimeo_video_id: '77' }),
        file(4, 1, { is_readonly: true, shared_at: '2026-11-01T00:00:00+05:30' }),
      ],
      false,
    );
    const map = subject!.studyMaterialMap;
    expect(map.VDOCipher![0]).toMatchObject({
      videoID: '42',
      is_vdocipher: true,
      is_vimeo: false,
      video_url: null,
    });
    expect(map.YoutubeURL![0]).toMatchObject({
      videoID: null,
      youtubeVideoID: 'abc',
      video_url: 'https://www.youtube.com/watch?v=abc',
    });
    expect(map.Vimeo![0]).toMatchObject({ videoID: '77', is_vimeo: true, video_url: 'https://vimeo.com/77' });
    expect(map.EBook![0]).toMatchObject({
      is_readonly: 'Y',
      student_file_share_date: '2026-10-31T18:30:00.000Z',
    });
  });

  it('survives a cycle in the data and ignores orphans', () => {
    const tree = buildTree(
      [topic(1, null, 'S'), topic(2, 1, 'A'), topic(3, 2, 'B'), topic(9, 8, 'orphan')],
      [],
      false,
    );
    expect(tree).toHaveLength(1);
    // A child pointing back up cannot appear twice on its own path.
    const looped = buildTree(
      [topic(1, null, 'S'), topic(2, 1, 'A'), { id: 1, parent_id: 2, name: 'S again' }],
      [],
      false,
    );
    expect(looped[0]!.subtopicList[0]!.subtopicList).toEqual([]);
  });
});
