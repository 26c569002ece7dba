import { type IconName, iconPaths } from './shell-icons';

/** A decorative icon; the control that holds it carries the accessible name. */
export function Icon({ name }: { name: IconName }) {
  return (
    <svg className="sp-icon" data-icon={name} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={iconPaths[name]} />
    </svg>
  );
}
