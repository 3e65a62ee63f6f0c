import { describe, expect, it } from 'vitest';
import { profilePointsMessage } from './messages';
import { POINTS_PROFILE_THRESHOLD, showsProfilePoints, usablePoints } from './points';

describe('points', () => {
  it('usable = cash + points - reserved: 300 + 1000 - 200 = 1100', () => {
    expect(usablePoints({ points: 1000, cash: 300, reserved: 200 })).toBe(1100);
  });
  it('a failed fetch means 0', () => {
    expect(usablePoints(null)).toBe(0);
    expect(usablePoints(undefined)).toBe(0);
    expect(usablePoints({ points: Number.NaN, cash: 0, reserved: 0 })).toBe(0);
  });
  it('more reserved than held shows 0', () => {
    expect(usablePoints({ points: 100, cash: 0, reserved: 300 })).toBe(0);
  });
  it('the profile message shows only above 500', () => {
    expect(POINTS_PROFILE_THRESHOLD).toBe(500);
    expect(showsProfilePoints(500)).toBe(false);
    expect(showsProfilePoints(501)).toBe(true);
    expect(profilePointsMessage(12345)).toBe('Puede utilizar 12.345 puntos en esta compra');
  });
});
