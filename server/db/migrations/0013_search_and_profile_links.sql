-- Issue 25: the profile's GitHub link and website; each name folded for searching (modules/users/initial.ts
-- searchNameOf) under a trigram index, so LIKE '%term%' does not read every student. pg_trgm ships
-- with PostgreSQL's contrib and with PGlite (loaded by db/pglite-worker.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "github" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "name_search" text GENERATED ALWAYS AS (lower(case when octet_length("name") = char_length("name") then "name" else translate("name", 'ÀÁÂÃÄÅĀĂĄǍǺÆàáâãäåāăąǎǻæḂḃÇĆĈĊČçćĉċčĎĐÐďđðÈÉÊËĒĔĖĘĚẼèéêëēĕėęěẽĜĞĠĢǦĝğġģǧĤĦĥħÌÍÎÏĨĪĬĮİǏìíîïĩīĭįıǐĴĵĶķĹĻĽĿŁĺļľŀłÑŃŅŇñńņňÒÓÔÕÖØŌŎŐǑŒòóôõöøōŏőǒœŔŖŘŕŗřŚŜŞŠȘßśŝşšșŢŤŦȚÞţťŧțþÙÚÛÜŨŪŬŮŰŲǓùúûüũūŭůűųǔŴŵÝŸŶýÿŷŹŻŽźżžأإآٱىیةًٌٍَُِّْٰـ', 'aaaaaaaaaaaaaaaaaaaaaaaabbccccccccccddddddeeeeeeeeeeeeeeeeeeeegggggggggghhhhiiiiiiiiiiiiiiiiiiiijjkkllllllllllnnnnnnnnoooooooooooooooooooooorrrrrrsssssssssssttttttttttuuuuuuuuuuuuuuuuuuuuuuwwyyyyyyzzzzzzااااييه') end)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "users_name_search_idx" ON "users" USING gin ("name_search" gin_trgm_ops) WHERE "users"."suspended_at" IS NULL;