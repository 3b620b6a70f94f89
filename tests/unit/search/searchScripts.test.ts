import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { searchOptions, searchWords, type SearchDocument } from '@/search/searchOptions';

/** An index of `texts` in `lang`, built and read back as the build and the page do. */
function searchIn(lang: string, texts: string[]) {
  const index = new MiniSearch<SearchDocument>(searchOptions(lang));
  index.addAll(
    texts.map((text, at) => ({
      id: String(at),
      kind: 'post',
      title: `post ${at}`,
      url: '',
      summary: '',
      text,
      tags: '',
    })),
  );
  const read = MiniSearch.loadJSON<SearchDocument>(JSON.stringify(index), searchOptions(lang));
  return (query: string) => read.search(query).map((result) => texts[Number(result.id)]);
}

const japanese = [
  '東京でジェネレーティブアートの展示を作りました。',
  'プロジェクションマッピングで駅の壁を動かしました。',
  'シェルスクリプトで配信を自動にしました。',
];

describe('the search in scripts written without spaces', () => {
  it('finds a katakana loanword inside a Japanese sentence, as a whole word or as it is typed', () => {
    const find = searchIn('ja', japanese);
    expect(find('ジェネレーティブ')).toEqual([japanese[0]]);
    expect(find('ジェネ')).toEqual([japanese[0]]);
    expect(find('プロジェクション')).toEqual([japanese[1]]);
    expect(find('展示')).toEqual([japanese[0]]);
    expect(find('東京 展示')).toEqual([japanese[0]]);
  });

  it('keeps a kana’s dakuten: ジ finds ジ, typed composed, decomposed or half-width, and シ finds シ', () => {
    const find = searchIn('ja', japanese);
    expect(find('ジェネレ')).toEqual([japanese[0]]);
    expect(find('シ\u3099ェネ')).toEqual([japanese[0]]);
    expect(find('ｼﾞｪﾈﾚｰﾃｨﾌﾞ')).toEqual([japanese[0]]);
    expect(find('シェル')).toEqual([japanese[2]]);
  });

  it('finds a Chinese word inside a sentence, in Simplified and Traditional characters', () => {
    const simplified = ['我们在上海用生成艺术做了一个展览。', '这个项目把数据变成了声音。'];
    expect(searchIn('zh-Hans', simplified)('生成艺术')).toEqual([simplified[0]]);
    expect(searchIn('zh-Hans', simplified)('声音')).toEqual([simplified[1]]);
    const traditional = ['我們在臺北用生成藝術做了一個展覽。'];
    expect(searchIn('zh-Hant', traditional)('生成藝術')).toEqual([traditional[0]]);
  });

  it('finds a Korean word with a particle attached to it', () => {
    const korean = ['서울에서 생성 예술 전시를 만들었습니다.', '데이터를 소리로 바꾸는 프로젝트입니다.'];
    const find = searchIn('ko', korean);
    expect(find('전시')).toEqual([korean[0]]);
    expect(find('데이터')).toEqual([korean[1]]);
    expect(find('프로젝트')).toEqual([korean[1]]);
  });

  it('cuts the index and the query the same way, whatever surrounds the word', () => {
    for (const [word, sentence] of [
      ['ジェネレーティブ', japanese[0]!],
      ['プロジェクション', japanese[1]!],
    ])
      expect(searchWords(sentence, 'ja')).toEqual(expect.arrayContaining(searchWords(word, 'ja')));
    expect(searchWords('React と three.js で作りました', 'ja')).toEqual(expect.arrayContaining(['React', 'three.js']));
  });

  it('leaves words of spaced scripts whole', () => {
    expect(searchWords('Generative art in Tokyo', 'en')).toEqual(['Generative', 'art', 'in', 'Tokyo']);
  });
});
