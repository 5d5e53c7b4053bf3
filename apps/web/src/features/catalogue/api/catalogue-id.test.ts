import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { catalogueId } from './catalogue-id';

describe('catalogueId', () => {
  it('accepts exactly the ids the server schemas accept', () => {
    const serverAccepts = (id: string) => z.uuid().safeParse(id).success;
    const samples = [
      randomUUID(),
      randomUUID().toUpperCase(),
      '0190f5a4-7b1c-7d2e-8f30-112233445566',
      '00000000-0000-0000-0000-000000000000',
      'ffffffff-ffff-ffff-ffff-ffffffffffff',
      '123e4567-e89b-02d3-a456-426614174000',
      '123e4567-e89b-12d3-c456-426614174000',
      '123e4567e89b12d3a456426614174000',
      '123e4567-e89b-12d3-a456-42661417400g',
      "1' or '1'='1",
      '',
    ];
    for (const id of samples) expect(catalogueId(id) !== null, id).toBe(serverAccepts(id));
  });

  it('trims the URL value and answers null without one', () => {
    const id = randomUUID();
    expect(catalogueId(` ${id} `)).toBe(id);
    expect(catalogueId(null)).toBeNull();
  });
});
