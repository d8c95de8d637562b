import { api, type Query } from '@clipwerk/shell/sdk';

/** For tiles fed by services that may not run yet: any failure (404, 5xx, timeout) reads as "nothing". */
export async function safeList<T>(path: string, key: string, query?: Query): Promise<T[]> {
  try {
    const answer = await api.get<Record<string, unknown>>(path, { query });
    const list = answer?.[key];
    return Array.isArray(list) ? (list as T[]) : [];
  } catch {
    return [];
  }
}
