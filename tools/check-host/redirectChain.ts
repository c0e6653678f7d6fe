import { type Answer, get, header } from './request.ts';

/** The answers from `start` on, following at most five redirects. */
export async function redirectChain(start: string): Promise<Answer[]> {
  const answers: Answer[] = [];
  let next: URL | null = new URL(start);
  while (next && answers.length < 6) {
    const answer: Answer = await get(next, { readBody: false });
    answers.push(answer);
    const location = answer.status >= 300 && answer.status < 400 ? header(answer, 'location') : undefined;
    next = location ? new URL(location, answer.url) : null;
  }
  return answers;
}
