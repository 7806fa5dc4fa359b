import { useId, useState, type JSX, type ReactNode } from 'react';

/** Props of Dropdown. */
export interface DropdownProps {
  /** Text of the toggle button ('Price Range', 'Category'). */
  label: string;
  /** Panel content. */
  children?: ReactNode;
  /** Open state when uncontrolled; defaults to closed. */
  defaultOpen?: boolean;
  /** Controlled open state. */
  open?: boolean;
  /** Called with the next open state when the toggle is pressed. */
  onOpenChange?: (open: boolean) => void;
  className?: string;
}

/** A filter group: a button that toggles a panel open and closed. */
export function Dropdown({
  label,
  children,
  defaultOpen = false,
  open,
  onOpenChange,
  className,
}: DropdownProps): JSX.Element {
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const isOpen = open ?? ownOpen;
  const panelId = useId();

  function toggle(): void {
    if (open === undefined) setOwnOpen(!isOpen);
    onOpenChange?.(!isOpen);
  }

  return (
    <div className={['ui-dropdown', isOpen ? 'ui-dropdown--open' : '', className].filter(Boolean).join(' ')}>
      <button
        type="button"
        className="ui-dropdown__toggle"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={toggle}
      >
        {label}
        <span className="ui-dropdown__caret" aria-hidden="true">
          {isOpen ? '▲' : '▼'}
        </span>
      </button>
      {isOpen && (
        <div id={panelId} className="ui-dropdown__panel" role="group" aria-label={label}>
          {children}
        </div>
      )}
    </div>
  );
}
