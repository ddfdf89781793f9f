-- The call list on real rows: one index serves a customer's calls newest first with every
-- filter the list offers (the page and its count come from the index alone), and the search
-- reads a tsvector through a GIN index instead of every row of the customer.

-- DropIndex
DROP INDEX "call_logs_customer_id_created_at_idx";

-- AlterTable
ALTER TABLE "call_logs" ADD COLUMN     "search_document" tsvector;

-- CreateIndex
CREATE INDEX "call_logs_customer_id_created_at_id_outcome_lead_captured_a_idx" ON "call_logs"("customer_id", "created_at", "id", "outcome", "lead_captured", "appointment_booked", "after_hours", "is_test");

-- What the search reads, kept by a trigger: the caller's name, the summary and the transcript
-- as words ('simple': no stemming, the same for every language); every beginning of the name's
-- words (from two letters: "whit" finds Whitfield); and every suffix of the caller's number's
-- digits, so that a prefix query on them finds the digits anywhere in the number ("5550100" in
-- +12125550100). The query matches whole words otherwise, so that a common word never expands
-- into a scan of every call (a GIN index skips through whole-word entries, not prefixes).
CREATE FUNCTION "call_logs_search_document"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  digits text := regexp_replace(coalesce(NEW.caller_phone, ''), '\D', '', 'g');
BEGIN
  NEW.search_document :=
    to_tsvector('simple', concat_ws(' ', NEW.caller_name, NEW.summary, NEW.transcript))
    || array_to_tsvector(ARRAY(
         SELECT DISTINCT left(word, n)
           FROM unnest(tsvector_to_array(to_tsvector('simple', coalesce(NEW.caller_name, '')))) AS word,
                generate_series(2, length(word)) AS n))
    || array_to_tsvector(ARRAY(SELECT substr(digits, i) FROM generate_series(1, length(digits)) AS i));
  RETURN NEW;
END
$$;

CREATE TRIGGER "call_logs_search_document"
  BEFORE INSERT OR UPDATE OF "caller_name", "caller_phone", "summary", "transcript" ON "call_logs"
  FOR EACH ROW EXECUTE FUNCTION "call_logs_search_document"();

-- The calls logged before this migration.
UPDATE "call_logs" SET "caller_name" = "caller_name";

-- Partial (every row has a customer) so that Prisma's schema diff, which does not describe
-- partial indexes, leaves it alone.
CREATE INDEX "call_logs_search_document_idx" ON "call_logs" USING gin ("search_document")
  WHERE "customer_id" IS NOT NULL;
