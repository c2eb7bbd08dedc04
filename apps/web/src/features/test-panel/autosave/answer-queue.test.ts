import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AnswerQueue,
  backoffMs,
  type FailureKind,
  type KeyValueStore,
  type SaveBatch,
  type SaveReply,
} from './answer-queue';

class MemoryStore implements KeyValueStore {
  data = new Map<string, string>();
  getItem = (key: string) => this.data.get(key) ?? null;
  setItem = (key: string, value: string) => void this.data.set(key, value);
  removeItem = (key: string) => void this.data.delete(key);
}

const KEY = 'test-panel:answers:7';
const reply = (batch: SaveBatch, status: SaveReply['status'] = 'in_progress'): SaveReply => ({
  saved: batch.answers.map((a) => ({ ques_id: a.ques_id, seq: a.seq })),
  status,
  deadline: '2026-11-23T12:00:00.000Z',
  server_time: '2026-11-23T11:00:00.000Z',
});

function setup(
  overrides: {
    online?: () => boolean;
    send?: (b: SaveBatch) => Promise<SaveReply>;
    store?: MemoryStore;
  } = {},
) {
  const store = overrides.store ?? new MemoryStore();
  const batches: SaveBatch[] = [];
  const send = vi.fn(async (batch: SaveBatch) => {
    batches.push(structuredClone(batch));
    return overrides.send ? overrides.send(batch) : reply(batch);
  });
  const stops: string[] = [];
  const rejected: unknown[] = [];
  const queue = new AnswerQueue({
    storageKey: KEY,
    storage: store,
    send,
    classify: (error) => (error as { kind: FailureKind }).kind,
    isOnline: overrides.online ?? (() => true),
    debounceMs: 800,
    onStop: (reason) => stops.push(reason),
    onRejected: (error) => rejected.push(error),
  });
  return { queue, store, send, batches, stops, rejected };
}

describe('AnswerQueue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('batches the changes of the debounce window into one save, with rising seq per question', async () => {
    const { queue, batches } = setup();
    queue.change(1, { option: 0 }, false);
    queue.change(1, { option: 2 }, false);
    queue.change(2, { text: 'x' }, true);
    expect(queue.snapshot()).toEqual({ status: 'saving', waiting: 2 });
    await vi.advanceTimersByTimeAsync(799);
    expect(batches).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(batches).toEqual([
      {
        answers: [
          { ques_id: 1, answer: { option: 2 }, marked_for_review: false, seq: 2 },
          { ques_id: 2, answer: { text: 'x' }, marked_for_review: true, seq: 1 },
        ],
      },
    ]);
    expect(queue.snapshot()).toEqual({ status: 'saved', waiting: 0 });
  });

  it('keeps the queue and the counters in storage: a new window sends what was left and counts on', async () => {
    const store = new MemoryStore();
    const first = setup({ online: () => false, store });
    first.queue.change(4, { options: [0, 1] }, false);
    first.queue.change(4, { options: [1] }, false);
    await vi.advanceTimersByTimeAsync(2000);
    expect(first.send).not.toHaveBeenCalled();
    expect(first.queue.snapshot()).toEqual({ status: 'offline', waiting: 1 });
    expect(store.getItem(KEY)).not.toContain('token');

    const second = setup({ store });
    expect(
      second.queue.merge([{ ques_id: 4, answer: { options: [0] }, marked_for_review: false, seq: 1 }]).get(4),
    ).toEqual({
      answer: { options: [1] },
      marked: false,
    });
    second.queue.online();
    await vi.advanceTimersByTimeAsync(0);
    expect(second.batches[0]?.answers).toEqual([
      { ques_id: 4, answer: { options: [1] }, marked_for_review: false, seq: 2 },
    ]);
    second.queue.change(4, null, false);
    await vi.advanceTimersByTimeAsync(800);
    expect(second.batches[1]?.answers[0]?.seq).toBe(3);
  });

  it('continues the counter from the server and drops a local save the server already has newer', () => {
    const store = new MemoryStore();
    store.setItem(
      KEY,
      JSON.stringify({
        pending: { 3: { ques_id: 3, answer: { option: 1 }, marked_for_review: false, seq: 2 } },
        seq: { 3: 2 },
      }),
    );
    const { queue } = setup({ store, online: () => false });
    queue.seed([{ ques_id: 3, answer: { option: 0 }, marked_for_review: true, seq: 5 }]);
    expect(queue.snapshot().waiting).toBe(0);
    queue.change(3, { option: 2 }, false);
    expect(JSON.parse(store.getItem(KEY)!).pending['3'].seq).toBe(6);
  });

  it('retries a failed save with growing waits, offline on no answer, and sends on coming back', async () => {
    let fail = true;
    const { queue, batches } = setup({
      send: async (batch) => {
        if (fail) throw { kind: 'network' };
        return reply(batch);
      },
    });
    queue.change(1, { option: 1 }, false);
    await vi.advanceTimersByTimeAsync(800);
    expect(batches).toHaveLength(1);
    expect(queue.snapshot()).toEqual({ status: 'offline', waiting: 1 });
    await vi.advanceTimersByTimeAsync(backoffMs(1));
    expect(batches).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(backoffMs(2) - 1);
    expect(batches).toHaveLength(2);
    fail = false;
    queue.online();
    await vi.advanceTimersByTimeAsync(0);
    expect(batches).toHaveLength(3);
    expect(queue.snapshot()).toEqual({ status: 'saved', waiting: 0 });
    expect(backoffMs(10)).toBe(30_000);
  });

  it('a 409 stops the queue: nothing more is sent', async () => {
    const { queue, send, stops } = setup({
      send: async () => {
        throw { kind: 'closed' };
      },
    });
    queue.change(1, { option: 1 }, false);
    await vi.advanceTimersByTimeAsync(800);
    expect(stops).toEqual(['closed']);
    expect(queue.snapshot().status).toBe('closed');
    queue.change(2, { option: 1 }, false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends the question on screen with the answers, once', async () => {
    const { queue, batches } = setup();
    queue.setPosition(4);
    queue.change(9, { pairs: [[0, 1]] }, false);
    await vi.advanceTimersByTimeAsync(800);
    expect(batches[0]?.current_position).toBe(4);
    queue.setPosition(4);
    await vi.advanceTimersByTimeAsync(5000);
    expect(batches).toHaveLength(1);
  });

  it('flush sends at once and rejects while offline', async () => {
    let online = true;
    const { queue, batches } = setup({ online: () => online });
    queue.change(1, { option: 0 }, false);
    await queue.flush();
    expect(batches).toHaveLength(1);
    online = false;
    queue.change(1, { option: 1 }, false);
    await expect(queue.flush()).rejects.toThrow();
  });
  it('a refused batch (400) is dropped and reported, and later saves go on', async () => {
    let refuse = true;
    const { queue, batches, rejected } = setup({
      send: async (batch) => {
        if (refuse) throw { kind: 'rejected' };
        return reply(batch);
      },
    });
    queue.change(1, { option: 9 }, false);
    await vi.advanceTimersByTimeAsync(800);
    expect(rejected).toHaveLength(1);
    expect(queue.snapshot()).toEqual({ status: 'saved', waiting: 0 });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(batches).toHaveLength(1);
    refuse = false;
    queue.change(2, { option: 0 }, false);
    await vi.advanceTimersByTimeAsync(800);
    expect(batches[1]?.answers).toEqual([
      { ques_id: 2, answer: { option: 0 }, marked_for_review: false, seq: 1 },
    ]);
  });
  it('sends the seconds spent on a question with its next save, cumulative from what the server had', async () => {
    const { queue, batches } = setup();
    queue.seed([{ ques_id: 1, answer: { option: 1 }, marked_for_review: false, seq: 3, time_spent: 40 }]);
    queue.change(1, { option: 2 }, false);
    queue.addTime(1, 15, { answer: { option: 2 }, marked: false });
    await vi.advanceTimersByTimeAsync(800);
    expect(batches[0]!.answers).toEqual([
      { ques_id: 1, answer: { option: 2 }, marked_for_review: false, seq: 4, time_spent: 55 },
    ]);
    // Time alone (no change waiting): the current answer again under the stored seq.
    queue.addTime(2, 9, { answer: null, marked: false });
    queue.addTime(1, 5, { answer: { option: 2 }, marked: false });
    queue.addTime(3, 0, { answer: null, marked: false });
    // Time alone is no unsaved answer: the status line does not count it.
    expect(queue.snapshot()).toEqual({ status: 'saved', waiting: 0 });
    await vi.advanceTimersByTimeAsync(800);
    expect([...batches[1]!.answers].sort((a, b) => a.ques_id - b.ques_id)).toEqual([
      { ques_id: 1, answer: { option: 2 }, marked_for_review: false, seq: 4, time_spent: 60 },
      { ques_id: 2, answer: null, marked_for_review: false, seq: 0, time_spent: 9 },
    ]);
    expect(queue.snapshot()).toEqual({ status: 'saved', waiting: 0 });
  });

  it('sends again the time added while a save was out', async () => {
    let release: (() => void) | null = null;
    const { queue, batches } = setup({
      send: (batch) => new Promise((resolve) => (release = () => resolve(reply(batch)))),
    });
    queue.addTime(1, 10, { answer: { option: 0 }, marked: false });
    await vi.advanceTimersByTimeAsync(800);
    expect(batches).toHaveLength(1);
    queue.addTime(1, 4, { answer: { option: 0 }, marked: false });
    release!();
    await vi.advanceTimersByTimeAsync(800);
    expect(batches).toHaveLength(2);
    release!();
    await vi.advanceTimersByTimeAsync(800);
    expect(batches.map((b) => b.answers[0]!.time_spent)).toEqual([10, 14]);
    expect(queue.snapshot().waiting).toBe(0);
  });
});
