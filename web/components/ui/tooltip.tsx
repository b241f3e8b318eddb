import {
  cloneElement,
  createContext,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import { createTooltipClock, type TooltipClock } from './tooltip-timing';

/** When the last tooltip closed, shared so neighbouring tooltips skip the delay. */
const TooltipContext = createContext<TooltipClock | null>(null);

/** The clock of the tooltips outside any TooltipProvider: the whole page shares it. */
let pageClock: TooltipClock | undefined;

/**
 * Tooltips inside share their own 300 ms skip window; without one, every tooltip of the page
 * shares one (so the app needs no provider at its root, and no tooltip code in its first load).
 */
export function TooltipProvider({ children }: { children: ReactNode }) {
  const [clock] = useState(() => createTooltipClock());
  return <TooltipContext.Provider value={clock}>{children}</TooltipContext.Provider>;
}

export interface TooltipProps {
  content: ReactNode;
  /** The trigger: one focusable element (a button or link) that already has an accessible name. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  side?: 'top' | 'bottom';
  className?: string;
}

/**
 * A short hint on hover and keyboard focus: opens after 700 ms (300 ms skip window), closes on
 * leave, blur or Escape. It supplements the trigger's own label (aria-describedby, not the name).
 */
export function Tooltip({ content, children, side = 'top', className }: TooltipProps) {
  const clock = useContext(TooltipContext) ?? (pageClock ??= createTooltipClock());
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const id = useId();

  useEffect(() => () => clearTimeout(timer.current), []);

  const show = () => {
    clearTimeout(timer.current);
    const delay = clock.openDelay();
    if (delay === 0) setOpen(true);
    else timer.current = setTimeout(() => setOpen(true), delay);
  };
  const hide = () => {
    clearTimeout(timer.current);
    if (open) clock.markClosed();
    setOpen(false);
  };

  return (
    <span
      className="relative inline-flex"
      onPointerEnter={show}
      onPointerLeave={hide}
      onFocus={show}
      onBlur={hide}
      onKeyDown={(event) => {
        if (event.key === 'Escape') hide();
      }}
    >
      {cloneElement(children, { 'aria-describedby': open ? id : undefined })}
      {open ? (
        <span
          id={id}
          role="tooltip"
          className={clsx(
            'pointer-events-none absolute left-1/2 z-50 w-max max-w-64 -translate-x-1/2 rounded-lg bg-ink px-2.5 py-1.5 text-xs font-medium text-canvas shadow-lift',
            side === 'top' ? 'bottom-full mb-2' : 'top-full mt-2',
            className,
          )}
        >
          {content}
        </span>
      ) : null}
    </span>
  );
}
