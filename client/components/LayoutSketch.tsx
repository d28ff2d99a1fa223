/**
 * A small sketch of a layout family in the kit's colours, for the Layout choice of the Design section (issue 26):
 * the family's composition as the designer lays out a poster (brandkit/render/layouts/), drawn in a few shapes,
 * with bars standing for the lines of type. Cheap (no request), and it follows the kit's palette at once.
 */
import type { ReactNode } from "react";
import type { KitDesignFamily } from "../../brandkit/web.ts";

/** The sketch's canvas: a poster's 4:5. */
const WIDTH = 60;
const HEIGHT = 75;
const PAPER = "#FBF6EE";
const INK = "#211A2E";
const NIGHT = "#120D1C";

/** The kit's colours as a sketch uses them: hero, accent, and two more (repeating a short palette). */
type Inks = { hero: string; accent: string; third: string; fourth: string };

function inksOf(colors: readonly string[]): Inks {
  const at = (index: number) => colors[index % Math.max(colors.length, 1)] ?? "#C8056A";
  return { hero: at(0), accent: at(1), third: at(2), fourth: at(3) };
}

/** A bar of type: x, y, width, height, colour. */
function bar(x: number, y: number, width: number, height: number, fill: string, key?: string) {
  return <rect key={key} x={x} y={y} width={width} height={height} rx={height / 2} fill={fill} />;
}

const SKETCHES: Readonly<Record<KitDesignFamily, (inks: Inks, id: string) => ReactNode>> = {
  bold: ({ hero, accent }) => (
    <>
      <rect width={WIDTH} height={HEIGHT} fill={hero} />
      <circle cx={50} cy={12} r={20} fill={accent} />
      {bar(6, 30, 40, 8, "#FFFFFF")}
      {bar(6, 41, 30, 8, "#FFFFFF")}
      <rect y={60} width={WIDTH} height={15} fill={INK} />
      {bar(6, 64, 26, 3, "#FFFFFF")}
      {bar(6, 69, 18, 2.5, "#FFFFFF")}
    </>
  ),
  gradient: ({ hero, accent, third }, id) => (
    <>
      <defs>
        <linearGradient id={`${id}-sweep`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={hero} />
          <stop offset="0.55" stopColor={accent} />
          <stop offset="1" stopColor={third} />
        </linearGradient>
      </defs>
      <rect width={WIDTH} height={HEIGHT} fill={`url(#${id}-sweep)`} />
      <circle cx={48} cy={14} r={14} fill="none" stroke="#FFFFFF" strokeOpacity={0.35} strokeWidth={2} />
      <circle cx={10} cy={58} r={10} fill="none" stroke="#FFFFFF" strokeOpacity={0.3} strokeWidth={2} />
      {bar(12, 28, 36, 7, "#FFFFFF")}
      {bar(17, 38, 26, 7, "#FFFFFF")}
      <rect x={12} y={54} width={36} height={13} rx={4} fill="#FFFFFF" fillOpacity={0.45} />
      {bar(17, 59, 26, 3, INK)}
    </>
  ),
  glow: ({ hero, accent }, id) => (
    <>
      <defs>
        <radialGradient id={`${id}-pool-a`}>
          <stop offset="0" stopColor={hero} stopOpacity={0.85} />
          <stop offset="1" stopColor={hero} stopOpacity={0} />
        </radialGradient>
        <radialGradient id={`${id}-pool-b`}>
          <stop offset="0" stopColor={accent} stopOpacity={0.75} />
          <stop offset="1" stopColor={accent} stopOpacity={0} />
        </radialGradient>
      </defs>
      <rect width={WIDTH} height={HEIGHT} fill={NIGHT} />
      <circle cx={12} cy={16} r={26} fill={`url(#${id}-pool-a)`} />
      <circle cx={50} cy={62} r={24} fill={`url(#${id}-pool-b)`} />
      <rect
        x={6}
        y={6}
        width={48}
        height={63}
        rx={5}
        fill="none"
        stroke={accent}
        strokeWidth={3}
        strokeOpacity={0.35}
      />
      <rect x={6} y={6} width={48} height={63} rx={5} fill="none" stroke="#FFFFFF" strokeWidth={1} />
      {bar(14, 30, 32, 7, "#FFFFFF")}
      {bar(18, 40, 24, 7, "#FFFFFF")}
      {bar(20, 54, 20, 3, accent)}
    </>
  ),
  geometric: ({ hero, accent, third }) => (
    <>
      <rect width={WIDTH} height={HEIGHT} fill={PAPER} />
      <rect width={WIDTH} height={40} fill={hero} />
      <path d="M0 0h20v20A20 20 0 0 1 0 0z" fill={accent} />
      <circle cx={30} cy={10} r={9} fill={third} />
      <path d="M40 20L50 0l10 20z" fill={accent} />
      <path d="M0 40V20a20 20 0 0 1 20 20z" fill={third} />
      <rect x={20} y={20} width={20} height={20} fill={accent} />
      <path d="M40 40a10 10 0 0 1 20 0z" fill={PAPER} />
      {bar(6, 47, 38, 7, INK)}
      {bar(6, 57, 28, 7, INK)}
      {bar(6, 68, 22, 2.5, hero)}
    </>
  ),
  editorial: ({ hero, accent }) => (
    <>
      <rect width={WIDTH} height={HEIGHT} fill={PAPER} />
      <rect x={3} y={3} width={54} height={69} fill="none" stroke={INK} strokeWidth={0.6} />
      <rect x={5} y={5} width={50} height={65} fill="none" stroke={INK} strokeWidth={0.6} />
      <path d="M18 36V22a12 12 0 0 1 24 0v14z" fill={hero} />
      <circle cx={30} cy={30} r={5} fill={accent} />
      {bar(14, 42, 32, 5, INK)}
      {bar(18, 50, 24, 5, INK)}
      <path d="M30 57l2 2-2 2-2-2z" fill={hero} />
      {bar(16, 64, 28, 2, INK)}
    </>
  ),
  retro: ({ hero, accent, third, fourth }) => (
    <>
      <rect width={WIDTH} height={HEIGHT} fill={PAPER} />
      <circle cx={30} cy={75} r={32} fill={hero} />
      <circle cx={30} cy={75} r={25} fill={accent} />
      <circle cx={30} cy={75} r={18} fill={third} />
      <circle cx={30} cy={75} r={11} fill={fourth} />
      {bar(8, 10, 44, 8, INK)}
      {bar(12, 21, 36, 8, INK)}
      <rect x={16} y={33} width={28} height={8} rx={4} fill={INK} />
      {bar(20, 36, 20, 2.5, PAPER)}
    </>
  ),
  confetti: ({ hero, accent, third }) => (
    <>
      <rect width={WIDTH} height={HEIGHT} fill={hero} />
      <rect x={6} y={6} width={8} height={3} rx={1.5} fill={accent} transform="rotate(-20 10 7)" />
      <circle cx={48} cy={9} r={3} fill="#FFFFFF" />
      <path d="M30 4l4 6h-8z" fill={third} />
      <circle cx={8} cy={64} r={2.5} fill={third} />
      <rect x={44} y={64} width={9} height={3} rx={1.5} fill="#FFFFFF" transform="rotate(25 48 65)" />
      <path d="M52 40l5 3-5 3z" fill={accent} />
      <circle cx={5} cy={38} r={2} fill="#FFFFFF" />
      <rect x={10} y={18} width={40} height={32} rx={5} fill={PAPER} />
      {bar(15, 26, 30, 6, INK)}
      {bar(19, 35, 22, 6, INK)}
      <rect x={16} y={55} width={28} height={8} rx={4} fill={accent} />
    </>
  ),
  art: ({ hero, accent, third }, id) => (
    <>
      <defs>
        <linearGradient id={`${id}-sky`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={accent} />
          <stop offset="1" stopColor={hero} />
        </linearGradient>
      </defs>
      <rect width={WIDTH} height={HEIGHT} fill={`url(#${id}-sky)`} />
      <circle cx={42} cy={18} r={7} fill="#FFFFFF" fillOpacity={0.85} />
      <path d="M0 48l16-16 12 10 14-18 18 22v29H0z" fill={third} />
      <rect y={50} width={WIDTH} height={25} fill={NIGHT} fillOpacity={0.72} />
      {bar(6, 55, 36, 6, "#FFFFFF")}
      {bar(6, 65, 24, 3, "#FFFFFF")}
    </>
  ),
};

export type LayoutSketchProps = {
  family: KitDesignFamily;
  colors: readonly string[];
  /** Unique in the page: names the sketch's gradients. */
  id: string;
};

/** The sketch of `family` in `colors`; decorative (the radio it sits in is named). */
export function LayoutSketch({ family, colors, id }: LayoutSketchProps) {
  return (
    <svg
      className="layout-sketch"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width={WIDTH}
      height={HEIGHT}
      aria-hidden="true"
      focusable="false"
    >
      {SKETCHES[family](inksOf(colors), `sketch-${id.replace(/[^\w-]/g, "")}`)}
    </svg>
  );
}
