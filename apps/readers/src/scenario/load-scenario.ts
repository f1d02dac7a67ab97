import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { parseScenario, type Scenario } from './scenario';

/** Reads a scenario JSON file; the message names the file and every wrong field. */
export async function loadScenario(path: string): Promise<Scenario> {
  const text = await readFile(path, 'utf8');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`${path}: not JSON (${(error as Error).message})`);
  }
  try {
    return parseScenario(json);
  } catch (error) {
    if (error instanceof z.ZodError) throw new Error(`${path}: ${z.prettifyError(error)}`);
    throw error;
  }
}
