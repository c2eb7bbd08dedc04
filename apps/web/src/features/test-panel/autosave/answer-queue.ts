import type { Answer, SavedAnswer } from '@portal/shared/test-panel/schema';

/**
 * The autosave queue of one attempt. Every change of an answer (or of its mark for review)
 * gets the question's next sequence number and waits here until the server stored it. The
 * queue and the counters live in localStorage (answers only, never a token): a closed
 * window, a reload or a lost connection loses nothing, and the queue is sent again on load.
 * An older save never overwrites a newer one (the server keeps the highest seq).
 */

export type SaveStatus = 'saved' | 'saving' | 'offline' | 'closed';

/**
 * How a failed save is treated: the attempt is over (409), the window lost its right to save,
 * no answer came, the server refused the batch itself (400: sending it again cannot help),
 * anything else (tried again).
 */
export type FailureKind = 'closed' | 'expired' | 'network' | 'rejected' | 'retry';

export interface SaveBatch {
  answers: SavedAnswer[];
  current_position?: number;
}

export interface SaveReply {
  saved: Array<{ ques_id: number; seq: number }>;
  status: 'in_progress' | 'submitted' | 'timed_out';
  deadline: string;
  server_time: string;
}

export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface QueueOptions {
  /** localStorage key of this attempt's queue. */
  storageKey: string;
  storage: KeyValueStore | null;
  send: (batch: SaveBatch) => Promise<SaveReply>;
  classify: (error: unknown) => FailureKind;
  isOnline: () => boolean;
  /** Quiet time after a change before the batch goes (≤ 1 s keeps every save within 2 s). */
  debounceMs?: number;
  onReply?: (reply: SaveReply) => void;
  /** The attempt is over (409 or a closed status) or the window may no longer save. */
  onStop?: (reason: 'closed' | 'expired') => void;
  /** The server refused a batch (it is dropped, so that it cannot hold back later saves). */
  onRejected?: (error: unknown) => void;
}

interface Stored {
  pending: Record<string, SavedAnswer>;
  seq: Record<string, number>;
  /** Seconds each question was shown (cumulative); sent with the question's next save. */
  time?: Record<string, number>;
  /** Pending entries that only carry time (not counted as answers waiting). */
  timeOnly?: Record<string, boolean>;
  position?: number;
  positionDirty?: boolean;
}

export interface QueueSnapshot {
  status: SaveStatus;
  /** Answers not yet stored by the server. */
  waiting: number;
}

/** The most seconds a save may carry for one question (the server's limit). */
export const MAX_TIME_SPENT = 86_400;

/** Retry wait after `failures` failed tries in a row: 1 s, 2 s, 4 s … up to 30 s. */
export const backoffMs = (failures: number): number =>
  Math.min(30_000, 1000 * 2 ** Math.max(0, failures - 1));

export class AnswerQueue {
  private state: Stored;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private inFlight: Promise<void> | null = null;
  private failures = 0;
  private offline = false;
  private stopped: 'closed' | 'expired' | null = null;
  private listeners = new Set<() => void>();
  private snap: QueueSnapshot = { status: 'saved', waiting: 0 };

  constructor(private readonly options: QueueOptions) {
    this.state = this.load();
    this.refresh();
  }

  private load(): Stored {
    try {
      const raw = this.options.storage?.getItem(this.options.storageKey);
      if (raw) {
        const parsed = JSON.parse(raw) as Stored;
        if (parsed && typeof parsed.pending === 'object' && typeof parsed.seq === 'object') return parsed;
      }
    } catch {
      // unreadable: start empty
    }
    return { pending: {}, seq: {} };
  }

  private persist(): void {
    try {
      this.options.storage?.setItem(this.options.storageKey, JSON.stringify(this.state));
    } catch {
      // storage full or disabled: the queue still works in memory
    }
  }

  /** Counters continue from what the server already stored (another window, an earlier visit). */
  seed(saved: readonly SavedAnswer[]): void {
    const time = (this.state.time ??= {});
    for (const answer of saved) {
      const id = String(answer.ques_id);
      if (answer.seq > (this.state.seq[id] ?? 0)) this.state.seq[id] = answer.seq;
      if ((answer.time_spent ?? 0) > (time[id] ?? 0)) time[id] = answer.time_spent!;
      const pending = this.state.pending[id];
      if (pending && pending.seq <= answer.seq) delete this.state.pending[id];
    }
    this.persist();
    this.refresh();
  }

  /** The server's answers with anything newer still waiting here laid over them. */
  merge(saved: readonly SavedAnswer[]): Map<number, { answer: Answer | null; marked: boolean }> {
    const merged = new Map<number, { answer: Answer | null; marked: boolean }>();
    for (const a of saved) merged.set(a.ques_id, { answer: a.answer, marked: a.marked_for_review });
    for (const p of Object.values(this.state.pending)) {
      const server = saved.find((a) => a.ques_id === p.ques_id);
      if (!server || server.seq < p.seq)
        merged.set(p.ques_id, { answer: p.answer, marked: p.marked_for_review });
    }
    return merged;
  }

  /** The question last shown here, if newer than the server's. */
  get localPosition(): number | undefined {
    return this.state.positionDirty ? this.state.position : undefined;
  }

  change(quesId: number, answer: Answer | null, marked: boolean): void {
    if (this.stopped) return;
    const id = String(quesId);
    const seq = (this.state.seq[id] ?? 0) + 1;
    this.state.seq[id] = seq;
    this.state.pending[id] = { ques_id: quesId, answer, marked_for_review: marked, seq };
    if (this.state.timeOnly) delete this.state.timeOnly[id];
    this.persist();
    this.refresh();
    this.schedule(this.options.debounceMs ?? 800);
  }

  /**
   * Seconds more on a question. They go with its next save; with none waiting, the
   * question's current answer is sent again under its last seq (the server then keeps the
   * answer it has and only raises the time).
   */
  addTime(quesId: number, seconds: number, current: { answer: Answer | null; marked: boolean }): void {
    if (this.stopped || !(seconds > 0)) return;
    const id = String(quesId);
    const time = (this.state.time ??= {});
    time[id] = Math.min(MAX_TIME_SPENT, (time[id] ?? 0) + Math.round(seconds));
    if (!this.state.pending[id]) {
      this.state.pending[id] = {
        ques_id: quesId,
        answer: current.answer,
        marked_for_review: current.marked,
        seq: this.state.seq[id] ?? 0,
      };
      (this.state.timeOnly ??= {})[id] = true;
    }
    this.persist();
    this.refresh();
    this.schedule(this.options.debounceMs ?? 800);
  }

  setPosition(position: number): void {
    if (this.stopped || this.state.position === position) return;
    this.state.position = position;
    this.state.positionDirty = true;
    this.persist();
    this.schedule(this.options.debounceMs ?? 800);
  }

  /** Sends what waits now; resolves when the queue is empty, rejects if it could not be. */
  async flush(): Promise<void> {
    this.clearTimer();
    if (this.inFlight) await this.inFlight;
    if (this.hasWork() && !this.stopped) {
      this.failures = 0;
      await this.run();
    }
    if (this.stopped === 'expired') throw new Error('expired');
    if (this.snap.waiting > 0 && !this.stopped) throw new Error('not saved');
  }

  online(): void {
    this.offline = false;
    this.failures = 0;
    this.refresh();
    if (this.hasWork()) this.schedule(0);
  }

  offlineNow(): void {
    this.offline = true;
    this.refresh();
  }

  /** After submit: nothing is left to send. */
  clear(): void {
    this.clearTimer();
    this.stopped = this.stopped ?? 'closed';
    this.options.storage?.removeItem(this.options.storageKey);
    this.state = { pending: {}, seq: {} };
    this.refresh();
  }

  /** The window goes away: no timer left behind (the stored queue is sent by the next window). */
  dispose(): void {
    this.clearTimer();
  }

  /** Sends anything waiting now (on load, or when the network is back). */
  resume(): void {
    if (this.hasWork()) this.schedule(0);
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  snapshot = (): QueueSnapshot => this.snap;

  private hasWork(): boolean {
    return Object.keys(this.state.pending).length > 0 || this.state.positionDirty === true;
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private schedule(ms: number): void {
    if (this.stopped) return;
    this.clearTimer();
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.run();
    }, ms);
  }

  private run(): Promise<void> {
    if (this.inFlight) return this.inFlight;
    if (this.stopped || !this.hasWork()) return Promise.resolve();
    if (!this.options.isOnline()) {
      // Sent again on the 'online' event.
      this.offline = true;
      this.refresh();
      return Promise.resolve();
    }
    const time = this.state.time ?? {};
    const answers = Object.values(this.state.pending).map((answer) => {
      const spent = time[String(answer.ques_id)];
      return spent ? { ...answer, time_spent: spent } : answer;
    });
    const position = this.state.positionDirty ? this.state.position : undefined;
    this.inFlight = this.send(answers, position).finally(() => {
      this.inFlight = null;
      this.refresh();
      if (!this.stopped && this.hasWork() && !this.timer) {
        this.schedule(this.failures > 0 ? backoffMs(this.failures) : 0);
      }
    });
    this.refresh();
    return this.inFlight;
  }

  private async send(answers: SavedAnswer[], position: number | undefined): Promise<void> {
    try {
      const reply = await this.options.send({ answers, current_position: position });
      this.failures = 0;
      this.offline = false;
      for (const { ques_id, seq } of reply.saved) {
        const id = String(ques_id);
        const pending = this.state.pending[id];
        if (pending && pending.seq <= seq) {
          delete this.state.pending[id];
          if (this.state.timeOnly) delete this.state.timeOnly[id];
        }
        if (seq > (this.state.seq[id] ?? 0)) this.state.seq[id] = seq;
      }
      // Time added while this batch was out goes again (under the stored seq, time only).
      for (const sent of answers) {
        const id = String(sent.ques_id);
        if (!this.state.pending[id] && (this.state.time?.[id] ?? 0) > (sent.time_spent ?? 0)) {
          const { time_spent: _sentTime, ...item } = sent;
          this.state.pending[id] = { ...item, seq: this.state.seq[id] ?? item.seq };
          (this.state.timeOnly ??= {})[id] = true;
        }
      }
      if (position !== undefined && this.state.position === position) this.state.positionDirty = false;
      this.persist();
      this.options.onReply?.(reply);
      if (reply.status !== 'in_progress') this.stop('closed');
    } catch (error) {
      const kind = this.options.classify(error);
      if (kind === 'closed' || kind === 'expired') {
        this.stop(kind);
        return;
      }
      if (kind === 'rejected') {
        for (const sent of answers) {
          const id = String(sent.ques_id);
          if (this.state.pending[id]?.seq === sent.seq) delete this.state.pending[id];
        }
        if (position !== undefined && this.state.position === position) this.state.positionDirty = false;
        this.persist();
        this.options.onRejected?.(error);
        return;
      }
      this.failures += 1;
      if (kind === 'network') this.offline = true;
    }
  }

  private stop(reason: 'closed' | 'expired'): void {
    this.stopped = reason;
    this.clearTimer();
    this.refresh();
    this.options.onStop?.(reason);
  }

  private refresh(): void {
    // Answers waiting; time alone is bookkeeping, not an unsaved answer.
    const timeOnly = this.state.timeOnly ?? {};
    const waiting = Object.keys(this.state.pending).filter((id) => !timeOnly[id]).length;
    let status: SaveStatus;
    if (this.stopped) status = 'closed';
    else if (waiting === 0) status = 'saved';
    else if (this.offline || !this.options.isOnline()) status = 'offline';
    else status = 'saving';
    if (status !== this.snap.status || waiting !== this.snap.waiting) {
      this.snap = { status, waiting };
      this.listeners.forEach((listener) => listener());
    }
  }
}
