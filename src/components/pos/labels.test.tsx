import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DiscountBreakdown } from './DiscountBreakdown';
import { bulkFromLabel } from './labels';
import { formatCountdown } from './StepCard';

describe('bulkFromLabel', () => {
  it('names the minimum quantity of the wholesale price', () => {
    expect(bulkFromLabel(6)).toBe('desde 6 u.');
  });
});

describe('formatCountdown', () => {
  it('formats mm:ss', () => {
    expect(formatCountdown(301)).toBe('05:01');
    expect(formatCountdown(59)).toBe('00:59');
    expect(formatCountdown(-3)).toBe('00:00');
  });
});

describe('DiscountBreakdown', () => {
  const none = {
    bulk: 0,
    club: 0,
    clubGeneral: 0,
    sellout: 0,
    recommended: 0,
    offers: 0,
    coupon: 0,
    total: 0,
  };
  it('hides zero rows and shows amounts with a minus sign', () => {
    render(<DiscountBreakdown discounts={{ ...none, club: 3500, coupon: 1000, total: 4500 }} />);
    expect(screen.getByText('Descuento club')).toBeInTheDocument();
    expect(screen.getByText('Descuento cupón')).toBeInTheDocument();
    expect(screen.queryByText('Descuento mayorista')).not.toBeInTheDocument();
    expect(screen.getByText('-$3.500')).toBeInTheDocument();
    expect(screen.getByText('-$4.500')).toBeInTheDocument();
  });
  it('renders nothing without discounts', () => {
    const { container } = render(<DiscountBreakdown discounts={none} />);
    expect(container).toBeEmptyDOMElement();
  });
});
