/** A line icon of the door page (24-unit grid, round ends), drawn in the text's colour and hidden from readers. */
export function DoorIcon(
  { path, size, weight, className }: { path: string; size: number; weight: number; className?: string },
) {
  return (
    <svg
      className={className}
      aria-hidden="true"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={weight}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={path} />
    </svg>
  );
}
