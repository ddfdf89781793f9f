import { useContactDialog } from "../contact-context.js";

const FEATURES = [
  {
    title: "Answers every call, 24/7",
    text: "Forward your number and an AI receptionist picks up day and night, in several languages.",
  },
  {
    title: "Qualifies and captures leads",
    text: "It asks your questions, records the answers and texts and e-mails you the lead at once.",
  },
  {
    title: "Books appointments",
    text: "Showings and consultations go straight into your calendar while the caller is on the line.",
  },
];

export function LandingPage() {
  const contact = useContactDialog();
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <p className="eyebrow">The AI receptionist for real estate</p>
        <h1 id="hero-title">Never miss another lead.</h1>
        <p className="lead">
          Ringline answers every call to your business, qualifies the caller, captures the lead and
          books the appointment, so you can stay with the client in front of you.
        </p>
        <div className="hero-actions">
          <button
            type="button"
            className="button button-primary button-large"
            onClick={() => contact.open("demo")}
          >
            Get a Live Demo
          </button>
          <button
            type="button"
            className="button button-ghost button-large"
            onClick={() => contact.open("consultation")}
          >
            Talk to Us About Setup
          </button>
        </div>
      </section>
      <section className="features" aria-labelledby="features-title">
        <h2 id="features-title">What your AI receptionist does</h2>
        <ul className="feature-list">
          {FEATURES.map((feature) => (
            <li key={feature.title} className="feature">
              <h3>{feature.title}</h3>
              <p>{feature.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
