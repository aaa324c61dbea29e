-- Search typo tolerance: the words of the published jobs' titles, companies and technologies
-- (folded, as job_search.document holds them), so a search word that matches nothing can be
-- corrected to the nearest such word ("pyhton" to "python", "vyvojrar" to "vyvojar") and searched
-- as usual. Description words stay out: they would be most of the table and of its upkeep, and
-- people search for roles, technologies and companies. Words are only added: one a closed job left
-- behind costs a correction that matches nothing, after which the title similarity fallback answers.
create table search_words (word text collate "C" primary key);
-- Nearest words by trigram distance (`<->`): the candidates the API ranks by edit distance.
create index search_words_trgm_idx on search_words using gist (word gist_trgm_ops);

create function search_words_add() returns trigger language plpgsql as $$
begin
  insert into search_words (word) select unnest(tsvector_to_array(new.document)) on conflict do nothing;
  return null;
end $$;
create trigger search_words_add after insert or update of document on job_search
  for each row execute function search_words_add();

insert into search_words (word) select distinct unnest(tsvector_to_array(document)) from job_search on conflict do nothing;
