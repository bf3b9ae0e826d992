import type { ReactNode } from 'react';
import { StepShell } from '@/components/layout/step-shell';

export default function StartTeachingLayout({ children }: { children: ReactNode }) {
  return <StepShell>{children}</StepShell>;
}
