import { expect } from 'vitest';
import { ConfigError, loadConfig } from '@/server/config';

/** What loading these settings refuses, as the message names the bad variables. */
export function problemsOf(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message;
  }
  throw new Error('expected a ConfigError');
}
