import { Check, Undo2, X } from 'lucide-react';
import { Button, type ButtonVariant } from '@/components/ui/button';

export type Decision = 'approve' | 'reject' | 'revoke';

const LOOKS: Record<Decision, { label: string; variant: ButtonVariant; Icon: typeof Check }> = {
  approve: { label: 'Approve', variant: 'primary', Icon: Check },
  reject: { label: 'Reject', variant: 'secondary', Icon: X },
  revoke: { label: 'Revoke', variant: 'secondary', Icon: Undo2 },
};

/** The `{approved}` a decision sends: approve is true; reject and revoke are false (spec section 4). */
export function decisionApproves(decision: Decision): boolean {
  return decision === 'approve';
}

export interface DecisionButtonProps {
  decision: Decision;
  /** Who or what it decides on, for screen readers: "Approve Morning Field". */
  subject: string;
  onClick: () => void;
  /** This button's change is being sent (spinner). */
  busy?: boolean;
  /** Another change is being sent. */
  disabled?: boolean;
}

/** Approve, Reject or Revoke: 44 px tall on touch screens, compact in desktop tables. */
export function DecisionButton({ decision, subject, onClick, busy, disabled }: DecisionButtonProps) {
  const { label, variant, Icon } = LOOKS[decision];
  return (
    <Button
      variant={variant}
      loading={busy}
      disabled={disabled}
      onClick={onClick}
      className="lg:min-h-9 lg:px-3.5"
    >
      {busy ? null : <Icon aria-hidden />}
      {label}
      <span className="sr-only"> {subject}</span>
    </Button>
  );
}
