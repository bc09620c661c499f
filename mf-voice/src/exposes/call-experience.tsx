import { type CallExperienceProps, callFlavourForPath, PRODUCT_NAME } from '@novavox/shared-contracts';

export default function CallExperience({ pathname, titleId, onClose }: CallExperienceProps) {
  const { flavour } = callFlavourForPath(pathname);
  const title = flavour === 'wellness' ? 'Wellness Check-In Call' : `${PRODUCT_NAME} Voice Assistant Demo`;
  return (
    <div className="call-experience">
      <h2 id={titleId}>{title}</h2>
      <p>Web and phone calls are not built yet.</p>
      <button type="button" onClick={onClose}>
        Cancel
      </button>
    </div>
  );
}
