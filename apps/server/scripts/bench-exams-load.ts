/**
 * The simulated panel windows of bench-exams.ts, in a worker thread: each student saves
 * one answer every intervalMs through the real HTTP route, with its own growing seq.
 * Reports every latency, the failures, and the last acknowledged save per question.
 */
import { parentPort, workerData } from 'node:worker_threads';

type Answer =
  { option: number } | { options: number[] } | { text: string } | { pairs: Array<[number, number]> };

export interface LoadInput {
  url: string;
  sittings: Array<{ attemptId: number; token: string }>;
  /** The paper in order. */
  questions: Array<{ id: number; type: number }>;
  students: number;
  seconds: number;
  intervalMs: number;
  /** How many questions each student goes round (so answers are overwritten). */
  revisited: number;
}

export interface LoadOutput {
  latencies: number[];
  failed: number;
  elapsed: number;
  /** `${attemptId}:${questionId}` -> the last save the server acknowledged. */
  acknowledged: Array<[string, { seq: number; answer: Answer }]>;
}

/** An answer that fits the question type, varied by the save's seq. */
function answerFor(type: number, seq: number): Answer {
  switch (type) {
    case 1:
      return { option: seq % 4 };
    case 5:
      return { option: seq % 2 };
    case 3:
      return { options: [seq % 4, (seq + 1) % 4] };
    case 6:
      return {
        pairs: [
          [0, seq % 4],
          [1, (seq + 1) % 4],
        ],
      };
    case 7:
      return {
        pairs: [
          [seq % 4, 0],
          [seq % 4, 1],
        ],
      };
    default:
      return { text: `Answer written at save ${seq}` };
  }
}

async function run(input: LoadInput): Promise<LoadOutput> {
  const latencies: number[] = [];
  let failed = 0;
  const acknowledged = new Map<string, { seq: number; answer: Answer }>();
  const begin = performance.now();
  const end = begin + input.seconds * 1000;
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  const student = async (sitting: LoadInput['sittings'][number], index: number) => {
    // Spread the students over the first interval, as real windows would be.
    await sleep((index / input.students) * input.intervalMs);
    let seq = 0;
    while (performance.now() < end) {
      const tick = performance.now();
      seq++;
      const position = ((seq - 1) % input.revisited) + 1;
      const question = input.questions[position - 1]!;
      const answer = answerFor(question.type, seq);
      const body = JSON.stringify({
        answers: [{ ques_id: question.id, answer, marked_for_review: seq % 7 === 0, seq }],
        current_position: position,
      });
      try {
        const response = await fetch(input.url, {
          method: 'PUT',
          headers: { authorization: sitting.token, 'content-type': 'application/json' },
          body,
        });
        await response.arrayBuffer();
        latencies.push(performance.now() - tick);
        if (response.ok) acknowledged.set(`${sitting.attemptId}:${question.id}`, { seq, answer });
        else failed++;
      } catch {
        latencies.push(performance.now() - tick);
        failed++;
      }
      const wait = tick + input.intervalMs - performance.now();
      if (wait > 0) await sleep(wait);
    }
  };
  await Promise.all(input.sittings.map(student));
  return { latencies, failed, elapsed: (performance.now() - begin) / 1000, acknowledged: [...acknowledged] };
}

if (parentPort) parentPort.postMessage(await run(workerData as LoadInput));
