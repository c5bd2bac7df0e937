import { publicConfig } from '../../lib/public-config';

/** Logo and product name, as in the favicon. */
export function BrandMark({ inverse = false }: { inverse?: boolean }) {
  return (
    <span className={`flex items-center gap-2 text-lg font-bold tracking-tight ${inverse ? 'text-white' : 'text-ink'}`}>
      <svg viewBox="0 0 32 32" width="30" height="30" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" fill={inverse ? '#ffffff' : '#1d4ed8'} />
        <path
          d="M8 21l8 4 8-4M8 16l8 4 8-4M16 7l8 4-8 4-8-4z"
          fill="none"
          stroke={inverse ? '#1d4ed8' : '#ffffff'}
          strokeWidth="2.2"
          strokeLinejoin="round"
        />
      </svg>
      {publicConfig.appName}
    </span>
  );
}
