import { phaseBadgeLabel } from '@/lib/contest-phases';

const phaseColours: Record<string, string> = {
  participation: 'bg-sky-500/15 text-sky-300 ring-sky-500/40',
  vote: 'bg-amber-500/15 text-amber-300 ring-amber-500/40',
  results: 'bg-emerald-500/15 text-emerald-300 ring-emerald-500/40',
};

/** The small status display of a contest phase (SPEC.md §4 labels). */
export function PhaseBadge({ status }: { status: string }) {
  const colours = phaseColours[status] ?? 'bg-slate-500/15 text-slate-300 ring-slate-500/40';
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${colours}`}>
      {phaseBadgeLabel(status)}
    </span>
  );
}
