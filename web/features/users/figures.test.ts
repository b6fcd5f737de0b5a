import { describe, expect, it } from 'vitest';
import { averagePointsPerProject } from './figures';

/** A developer whose submitted projects are worth these points. */
const developer = (...points: number[]) => ({ projects: points.map((points_value) => ({ points_value })) });

describe('averagePointsPerProject (the profile\'s "Avg Points / Project": the rounded mean)', () => {
  it('rounds a fraction of .2 down', () => {
    // (10 + 20 + 30 + 40 + 6) / 5 = 106 / 5 = 21.2
    expect(averagePointsPerProject(developer(10, 20, 30, 40, 6))).toBe(21);
  });

  it('rounds a fraction of .5 up', () => {
    // (10 + 15) / 2 = 12.5
    expect(averagePointsPerProject(developer(10, 15))).toBe(13);
  });

  it('rounds a fraction of .8 up', () => {
    // (10 + 20 + 30 + 40 + 9) / 5 = 109 / 5 = 21.8
    expect(averagePointsPerProject(developer(10, 20, 30, 40, 9))).toBe(22);
  });

  it('shows a whole mean as it is', () => {
    // (50 + 100 + 150) / 3 = 100
    expect(averagePointsPerProject(developer(50, 100, 150))).toBe(100);
  });

  it('is 0 for a developer with no projects', () => {
    expect(averagePointsPerProject(developer())).toBe(0);
  });
});
