-- AlterTable
ALTER TABLE "chat_conversations" ADD COLUMN     "visitor_key" VARCHAR(64);
