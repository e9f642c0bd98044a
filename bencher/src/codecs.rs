//! The compression codecs applied to every serialized buffer.
//!
//! Settings follow the upstream suite where it has the codec, so compressed sizes compare:
//! zlib through `libflate`'s default encoder and zstd at level 0 (the library default) through
//! its streaming `encode_all`. lz4 uses `lz4_flex`'s block format with the uncompressed size
//! prepended. Brotli uses quality 4 with a 4 MiB window (`lgwin` 22): the throughput model
//! describes compressing every message on the fly, where brotli runs at low qualities (11 is for
//! static assets, compressed once). Measured here on JSON floats, quality 6 took about twice
//! the time of quality 4 for an output 3 % smaller, and on the 13–26 MB mesh encodings it took
//! tens of seconds per buffer.

use schema::Codec;
use std::io::{self, Read, Write};

/// Brotli quality used for every measurement (0–11).
pub const BROTLI_QUALITY: i32 = 4;
/// Brotli window size, log2 bytes.
pub const BROTLI_LGWIN: i32 = 22;
/// zstd level used for every measurement (0 = the library default, as upstream).
pub const ZSTD_LEVEL: i32 = 0;

/// Compresses `input` with `codec` into a new buffer.
pub fn compress(codec: Codec, input: &[u8]) -> io::Result<Vec<u8>> {
    match codec {
        Codec::Zlib => {
            let mut encoder = libflate::zlib::Encoder::new(Vec::new())?;
            encoder.write_all(input)?;
            encoder.finish().into_result()
        }
        Codec::Zstd => zstd::stream::encode_all(input, ZSTD_LEVEL),
        Codec::Lz4 => Ok(lz4_flex::compress_prepend_size(input)),
        Codec::Brotli => {
            let params = brotli::enc::BrotliEncoderParams {
                quality: BROTLI_QUALITY,
                lgwin: BROTLI_LGWIN,
                size_hint: input.len(),
                ..Default::default()
            };
            let mut output = Vec::new();
            brotli::BrotliCompress(&mut &input[..], &mut output, &params)?;
            Ok(output)
        }
    }
}

/// Decompresses what [`compress`] produced for the same `codec`.
pub fn decompress(codec: Codec, input: &[u8]) -> io::Result<Vec<u8>> {
    let mut output = Vec::new();
    match codec {
        Codec::Zlib => {
            libflate::zlib::Decoder::new(input)?.read_to_end(&mut output)?;
        }
        Codec::Zstd => output = zstd::stream::decode_all(input)?,
        Codec::Lz4 => {
            output = lz4_flex::decompress_size_prepended(input)
                .map_err(|e| io::Error::new(io::ErrorKind::InvalidData, e))?;
        }
        Codec::Brotli => {
            brotli::BrotliDecompress(&mut &input[..], &mut output)?;
        }
    }
    Ok(output)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_codec_round_trips_and_shrinks_repetitive_input() {
        let input: Vec<u8> = (0..20_000u32)
            .flat_map(|i| (i % 97).to_le_bytes())
            .collect();
        for codec in Codec::ALL {
            let compressed = compress(codec, &input).unwrap();
            assert!(
                compressed.len() < input.len() / 4,
                "{codec}: {}",
                compressed.len()
            );
            assert_eq!(decompress(codec, &compressed).unwrap(), input, "{codec}");
        }
    }

    #[test]
    fn every_codec_handles_empty_input() {
        for codec in Codec::ALL {
            let compressed = compress(codec, &[]).unwrap();
            assert!(
                decompress(codec, &compressed).unwrap().is_empty(),
                "{codec}"
            );
        }
    }

    #[test]
    fn corrupt_input_is_an_error_not_a_panic() {
        // A small prepended size keeps lz4 from reserving gigabytes before it fails.
        let mut garbage = vec![16u8, 0, 0, 0];
        garbage.extend([0xffu8; 60]);
        for codec in Codec::ALL {
            assert!(decompress(codec, &garbage).is_err(), "{codec}");
        }
    }
}
