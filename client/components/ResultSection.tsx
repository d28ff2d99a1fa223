/**
 * One numbered section of the result, as a card with its number and heading.
 */
import { type ReactNode, useId } from "react";

export type ResultSectionProps = { number: number; title: string; children: ReactNode };

export function ResultSection({ number, title, children }: ResultSectionProps) {
  const id = useId();
  return (
    <section className="card result-section" aria-labelledby={id}>
      <h3 id={id} className="section-title">
        <span className="section-number">{number}</span>
        {title}
      </h3>
      {children}
    </section>
  );
}
