import { StepCard } from '@/components/pos/StepCard.tsx';
import type { StepProps } from './types.ts';

/** A step body not built yet: the card only (replaced by each provider's body). */
export function PlaceholderStep({ head }: StepProps) {
  return <StepCard {...head} status="pending" />;
}
