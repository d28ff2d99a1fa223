/**
 * The door page (`/k/{id}/door`, issue 39): the organiser, or a co-host with a door link, checks guests in at the
 * door on a phone with a poor signal. The header names the event and its day; under it, always, how many have
 * arrived of those expected and whether the phone is online; then what the door says of the last guest, in large
 * type, colour and words; at the bottom, in reach of a thumb, the three ways in: scan a QR code, type a code, find
 * a name. Everything but the header is the browser's (the list comes with the door link's token, once hydrated).
 */
import { useEffect, useState, useSyncExternalStore } from "react";
import { useServices } from "../app-context.ts";
import { LanguageMenu } from "../components/LanguageMenu.tsx";
import { useT } from "../i18n/use-words.ts";
import { ownerTokenOf } from "../state/owner-token.ts";
import { CodeEntry } from "./CodeEntry.tsx";
import { createDoorApi } from "./door-api.ts";
import type { DoorPageData } from "./door-data.ts";
import { createDoorStore, type DoorStore, initialDoorState } from "./door-store.ts";
import { DoorGate } from "./DoorGate.tsx";
import { type DoorMode, DoorModes } from "./DoorModes.tsx";
import { DoorNotices } from "./DoorNotices.tsx";
import { DoorResultPanel } from "./DoorResultPanel.tsx";
import { DoorTally } from "./DoorTally.tsx";
import { NameResults, NameSearch } from "./NameSearch.tsx";
import { ScanButton, useCameraScan, Viewfinder } from "./QrScanner.tsx";

/** How often the door sends what waits, or reads a list grown old. */
const TICK_MS = 5_000;

/** The door's store, made once, started once hydrated, ticking and following the network while the page lives. */
function useDoorStore(data: DoorPageData): DoorStore {
  const services = useServices();
  const { deps } = services;
  const [store] = useState(() =>
    createDoorStore({
      kitId: data.id,
      api: createDoorApi({ kitId: data.id, fetch: deps.fetch, wire: deps.loadExtras }),
      storage: deps.storage,
      wire: deps.loadExtras,
      location: deps.location,
      replaceUrl: deps.replaceUrl,
      ownerToken: () => ownerTokenOf(data.id, services),
      now: deps.now,
      newId: () => crypto.randomUUID(),
      browserOnline: () => navigator.onLine,
    })
  );
  useEffect(() => {
    void store.start();
    const timer = setInterval(() => void store.tick(), TICK_MS);
    const online = () => store.networkChanged(true);
    const offline = () => store.networkChanged(false);
    globalThis.addEventListener("online", online);
    globalThis.addEventListener("offline", offline);
    return () => {
      clearInterval(timer);
      globalThis.removeEventListener("online", online);
      globalThis.removeEventListener("offline", offline);
    };
  }, [store]);
  return store;
}

export function DoorPage({ data }: { data: DoorPageData }) {
  const t = useT();
  const store = useDoorStore(data);
  const state = useSyncExternalStore(store.subscribe, store.getState, () => initialDoorState);
  const [mode, setMode] = useState<DoorMode>("scan");
  const [query, setQuery] = useState("");
  const ready = state.phase === "ready";
  const camera = useCameraScan(ready && mode === "scan", (text) => void store.submitCode(text));
  return (
    <div className="door-page">
      <a className="skip-link" href="#door-main">{t("door.skipToCheckIn")}</a>
      <header className="door-header">
        <div className="door-event">
          <p className="door-heading">{t("door.heading")}</p>
          <h1 lang={data.lang} dir={data.dir}>{data.name}</h1>
          {data.when && (
            <p className="door-when">
              <time dateTime={data.dateTime}>{data.when}</time>
            </p>
          )}
        </div>
        <LanguageMenu inPlace={false} />
      </header>
      {ready && <DoorTally state={state} />}
      <main id="door-main" className="door-main" tabIndex={-1}>
        <div className="door-main-inner">
          {ready
            ? (
              <>
                <DoorResultPanel
                  result={state.result}
                  busy={state.busy}
                  onUndo={(id) => void store.undo(id)}
                />
                <DoorNotices notices={state.notices} onDismiss={(id) => store.dismissNotice(id)} />
                {state.guests.length === 0 && <p className="door-empty">{t("door.noGuests")}</p>}
                {mode === "scan" && <Viewfinder control={camera} />}
              </>
            )
            : <DoorGate state={state} eventPath={data.eventPath} />}
        </div>
      </main>
      {ready && (
        <div className="door-dock">
          {mode === "scan" && <ScanButton control={camera} />}
          {mode === "code" && <CodeEntry busy={state.busy} onSubmit={(code) => store.submitCode(code)} />}
          {mode === "name" && (
            <>
              <NameResults
                guests={state.guests}
                query={query}
                busy={state.busy}
                onCheckIn={(id) => void store.checkInGuest(id)}
                onUndo={(id) => void store.undo(id)}
              />
              <NameSearch query={query} onQuery={setQuery} />
            </>
          )}
          <DoorModes mode={mode} onMode={setMode} />
        </div>
      )}
    </div>
  );
}
