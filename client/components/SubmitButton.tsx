/**
 * 'Make My BrandKit'; while generating it reads 'Crafting Your Brand Kit...', spins and is disabled (spec §2.1).
 */
import { Icon } from "./Icon.tsx";
import { Spinner } from "./Spinner.tsx";

export function SubmitButton({ busy }: { busy: boolean }) {
  return (
    <button type="submit" className="button button-primary button-large submit-button" disabled={busy}>
      {busy ? <Spinner /> : <Icon name="sparkles" />}
      {busy ? "Crafting Your Brand Kit..." : "Make My BrandKit"}
    </button>
  );
}
