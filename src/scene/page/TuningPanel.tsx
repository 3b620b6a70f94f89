import { button, useControls } from 'leva';
import { useCallback, useEffect, useState } from 'react';
import { useLiveParams } from '@/scene/gpu/liveParams';
import { sceneKnobs } from '@/scene/params';
import paramsSource from '@/scene/params.ts?raw';
import { copyText, type CopyOutcome } from './copyParams';
import { CopyParamsNotice } from './CopyParamsNotice';
import { formatParamsFile } from './formatParams';
import { panelFolders, withFolderValues, type PanelFolder, type PanelReading } from './knobPanel';
import { sendParams } from './sceneBridge';

const folders = panelFolders(sceneKnobs);
/** How long "Copied" stays up, ms. */
const copiedNoticeMs = 4000;

function applyEdit(folder: PanelFolder, readings: Record<string, PanelReading>): void {
  useLiveParams.setState((current) => withFolderValues(current, folder, readings), true);
  sendParams(useLiveParams.getState());
}

/** One folder of the panel: its controls, built from the knob table, feeding the live params. */
function KnobFolder({ folder }: { folder: PanelFolder }) {
  // Leva infers readings from a schema typed control by control; this one is built from the table at run time.
  const readings = useControls(folder.name, folder.schema) as unknown as Record<string, PanelReading>;
  useEffect(() => applyEdit(folder, readings), [folder, readings]);
  return null;
}

/**
 * Leva panel over every live scene constant, generated from the knob table in params.ts; "Copy
 * params" copies the whole params.ts with the tuned values. Its own chunk, loaded only in dev or
 * with `?tune`.
 */
export default function TuningPanel() {
  const [outcome, setOutcome] = useState<CopyOutcome | null>(null);
  const copy = useCallback(async () => {
    setOutcome(await copyText(formatParamsFile(paramsSource, useLiveParams.getState())));
  }, []);
  useControls('Export', { 'Copy params': button(() => void copy()) });

  useEffect(() => {
    if (outcome?.kind !== 'copied') return;
    const timer = setTimeout(() => setOutcome(null), copiedNoticeMs);
    return () => clearTimeout(timer);
  }, [outcome]);

  return (
    <>
      {folders.map((folder) => (
        <KnobFolder key={folder.name} folder={folder} />
      ))}
      <CopyParamsNotice outcome={outcome} onClose={() => setOutcome(null)} />
    </>
  );
}
